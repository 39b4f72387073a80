//! The directory's own code lists, as its public documentation gives them: account types,
//! services and general disciplines. Shared by the client, the UI and the sandbox.

pub const ACCOUNT_TYPES: &[(u32, &str)] = &[
    (1, "Translation agency/company"),
    (2, "Freelance translator and/or interpreter"),
    (3, "Freelancer and outsourcer"),
];

pub const SERVICES: &[(u32, &str)] = &[
    (1, "Translation"),
    (2, "Checking/editing"),
    (3, "Interpreting consecutive"),
    (4, "Interpreting simultaneous"),
    (5, "Voiceover"),
    (6, "Summarization"),
    (7, "Education"),
    (8, "Interpreting chuchotage/whispering"),
];

pub const GENERAL_DISCIPLINES: &[(u32, &str)] = &[
    (1, "Tech/Engineering"),
    (2, "Art/Literary"),
    (3, "Medical"),
    (4, "Law/Patents"),
    (5, "Science"),
    (6, "Bus/Financial"),
    (7, "Marketing"),
    (8, "Other"),
    (9, "Social Sciences"),
];
