//! The directory's own code lists as its public documentation and profiles give them:
//! account types, services, general and specific disciplines. These are the built-in names;
//! a directory that serves its own lists (`/v2/codes/…`) overrides them.

pub const ACCOUNT_TYPES: &[(u32, &str)] = &[
    (1, "Translation agency/company"),
    (2, "Freelance translator and/or interpreter"),
    (3, "Freelancer and outsourcer"),
];

/// The twelve services, named as the directory's own list names them (with its commas and
/// slashes), so that a name typed from its pages is found even when it serves no list.
pub const SERVICES: &[(u32, &str)] = &[
    (1, "Translation"),
    (2, "Checking/editing"),
    (3, "Interpreting, Consecutive"),
    (4, "Interpreting, Simultaneous"),
    (5, "Voiceover"),
    (6, "Summarization"),
    (7, "Education"),
    (8, "Interpreting, Chuchotage/Whispering"),
    (9, "Interpreting, Liaison"),
    (10, "Interpreting, Phone"),
    (11, "Transcription"),
    (12, "Copywriting"),
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

/// (disc_spec_id, disc_spec_name, disc_gen_id): the specific disciplines as the directory's
/// profiles name them, each under its general discipline.
pub const SPECIFIC_DISCIPLINES: &[(u32, &str, u32)] = &[
    (101, "Medical: Pharmaceuticals", 3),
    (102, "Medical (general)", 3),
    (103, "Medical: Cardiology", 3),
    (104, "Medical: Instruments", 3),
    (105, "Medical: Health Care", 3),
    (106, "Law: Contract(s)", 4),
    (107, "Law (general)", 4),
    (108, "Law: Patents, Trademarks, Copyright", 4),
    (109, "Law: Taxation & Customs", 4),
    (110, "Finance (general)", 6),
    (111, "Accounting", 6),
    (112, "Business/Commerce (general)", 6),
    (113, "Investment / Securities", 6),
    (114, "Insurance", 6),
    (115, "Computers: Software", 1),
    (116, "IT (Information Technology)", 1),
    (117, "Engineering (general)", 1),
    (118, "Automotive / Cars & Trucks", 1),
    (119, "Energy / Power Generation", 1),
    (120, "Telecom(munications)", 1),
    (121, "Mechanics / Mech Engineering", 1),
    (122, "Poetry & Literature", 2),
    (123, "Cinema, Film, TV, Drama", 2),
    (124, "Music", 2),
    (125, "Art, Arts & Crafts, Painting", 2),
    (126, "Chemistry; Chem Sci/Eng", 5),
    (127, "Biology (-tech,-chem,micro-)", 5),
    (128, "Environment & Ecology", 5),
    (129, "Physics", 5),
    (130, "Marketing / Market Research", 7),
    (131, "Advertising / Public Relations", 7),
    (132, "Tourism & Travel", 7),
    (133, "Cosmetics, Beauty", 7),
    (134, "Games / Video Games / Gaming / Casino", 8),
    (135, "Cooking / Culinary", 8),
    (136, "Sports / Fitness / Recreation", 8),
    (137, "Certificates, Diplomas, Licenses, CVs", 8),
    (138, "Social Science, Sociology, Ethics, etc.", 9),
    (139, "Education / Pedagogy", 9),
    (140, "History", 9),
    (141, "Government / Politics", 9),
    (142, "Psychology", 9),
    (143, "Religion", 9),
    (144, "Linguistics", 9),
];
