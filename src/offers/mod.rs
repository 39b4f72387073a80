//! Offers: a job to fill (title, pair, volume, deadline, rate, message), offered to a ranked
//! list of candidates a wave at a time until one accepts. This module holds the rules
//! without a window, a network or a database: what an offer and its candidates are
//! ([`model`]), what is due next ([`due`]), when a freelancer's message may go
//! ([`schedule`]), the order candidates are offered in ([`rank`]) and their availability on
//! the offer's days that it weighs ([`availability`]), durations as people type them ([`duration`]), finding the freelancer a
//! pasted reply is from ([`reply`]), and what their answers teach ([`responsiveness`]).
//! The store keeps offers (`store/offers.rs`); the worker's outbox sends their waves
//! through the one door (`worker/offers.rs`).

pub mod availability;
pub mod due;
pub mod duration;
pub mod message;
pub mod rank;
pub mod reply;
pub mod responsiveness;
pub mod schedule;
