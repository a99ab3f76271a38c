-- Files a queued mail carries, by reference (the order's tax invoice): the worker renders them when it sends.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
