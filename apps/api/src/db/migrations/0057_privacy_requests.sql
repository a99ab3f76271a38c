-- Reserved; filled by its change. 
select 1;
