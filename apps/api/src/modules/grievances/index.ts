// The grievances module's face (decision 0359): the grievance officer (the seller identity's), and the ticket of every contact request and
// grievance (number, acknowledgement, one-month redressal clock, resolution). The contacts module keeps the
// messages and calls these in its own transactions.

export {
  grievanceOfficerOf,
  type NewTicket,
  openTicket,
  reopenTicket,
  resolveTicket,
  ticketsOf,
} from './service.ts';
