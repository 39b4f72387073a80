//! Which freelancer a pasted reply is from.
