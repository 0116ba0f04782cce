/** Where SweepBright posts its webhooks (the address to paste into SweepBright's settings). */
export const sweepBrightWebhookPath = '/api/crm/sweepbright/webhook'
