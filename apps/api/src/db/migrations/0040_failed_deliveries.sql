-- Placeholder: written by the work that owns it.
SELECT 1;
