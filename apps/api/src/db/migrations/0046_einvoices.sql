-- Placeholder: filled in by the work it is named after.
select 1;
