//! When a freelancer's message may go: inside their working hours, never at night their time.
