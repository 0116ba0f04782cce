-- A webhook's last error kept up to 200 characters of the receiver's answer after its status,
-- which the outbox showed. Only the status stays (docs/decisions/058-outbound-requests.md).
UPDATE "outbox_messages"
SET "last_error" = substring("last_error" from '^HTTP [0-9]{3}')
WHERE "channel" = 'webhook' AND "last_error" ~ '^HTTP [0-9]{3}: ';
