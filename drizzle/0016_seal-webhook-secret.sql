-- Hand-written (decision 041): the CRM webhook's signing secret is now stored sealed with a key
-- derived from APP_SECRET, which the database never sees, so SQL cannot seal it. This marks a
-- secret stored in clear; the server seals it at start (src/server/webhooks/webhook-secret.ts)
-- and reads a marked one meanwhile. A sealed value never contains a colon.
UPDATE "webhook_settings" SET "secret" = 'plain:' || "secret";
