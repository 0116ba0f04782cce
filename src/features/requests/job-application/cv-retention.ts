/**
 * How long the agency keeps a job application and its CV (the form's privacy note and the
 * visitor's confirmation say so; cv-retention-sweep.ts deletes them). Six months lets the agency
 * consider an applicant for a position that opens soon after, without keeping personal data
 * longer than the application needs (GDPR storage limitation); keeping it longer would need the
 * applicant's consent.
 */
export const cvRetentionMonths = 6
