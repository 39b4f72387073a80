//! Which freelancer a pasted reply is from, and what they seem to answer.
//!
//! Freelancers answer an offer by e-mail to the coordinator, who pastes the reply into the
//! desk. [`find`] names the candidate it is from by the strongest clue in the reply's own
//! text: their UUID (bare or in a profile link), then their e-mail address, then their full
//! name. The part the reply quotes (lines starting with `>`, and everything from "On …
//! wrote:" or "-----Original Message-----" on) is left out: it is the coordinator's own
//! offer, which may name other candidates. Two candidates found by equally strong clues are
//! [`NotFound::Several`]: the coordinator picks, the desk does not guess.
//!
//! [`propose`] reads the reply's own words (not its headers, signature or quote) for an
//! answer to propose: accepted, declined or a question. It is only a proposal the
//! coordinator confirms, so a few words in English, German, French, Spanish and Polish are
//! enough, and when none of them is there it proposes nothing.

use std::collections::HashSet;
use std::fmt;

use uuid::Uuid;

use crate::catalogue::folded;

/// One of the offer's candidates as the desk knows them; name and e-mail when it has them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Known {
    pub uuid: Uuid,
    pub name: Option<String>,
    pub email: Option<String>,
}

/// The answer a reply seems to give, for the coordinator to confirm or change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proposed {
    Accepted,
    Declined,
    /// The freelancer asks something (or offers other terms): the coordinator answers
    /// before the freelancer's answer is known.
    Question,
}

/// What in the reply showed who it is from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clue {
    /// The candidate's UUID on its own ("my ID is …").
    Uuid,
    /// The candidate's UUID in a link to their profile (`…/profile/<uuid>`).
    ProfileLink,
    /// The candidate's e-mail address, in any case.
    Email,
    /// The candidate's full name as whole words, in any case, with or without accents.
    Name,
}

impl Clue {
    /// How surely a clue names one person. A UUID is theirs alone; an e-mail address is
    /// nearly so; a name can be shared, or be a colleague the reply mentions.
    fn strength(self) -> u8 {
        match self {
            Clue::Uuid | Clue::ProfileLink => 3,
            Clue::Email => 2,
            Clue::Name => 1,
        }
    }
}

/// The candidate a reply is from, the clue that showed it, and the answer it seems to give.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    pub uuid: Uuid,
    pub by: Clue,
    pub proposed: Option<Proposed>,
}

/// Why no single candidate was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotFound {
    /// No candidate's UUID, e-mail address or full name is in the reply's own text.
    Nobody,
    /// These candidates (in the offer's order) are found by equally strong clues.
    Several(Vec<Uuid>),
}

impl fmt::Display for NotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotFound::Nobody => f.write_str(
                "The reply names none of this offer's candidates: no UUID, profile link, \
                 e-mail address or full name of theirs is in its own text",
            ),
            NotFound::Several(uuids) => write!(
                f,
                "The reply could be from {}: choose which one",
                crate::words::count(uuids.len(), "candidate")
            ),
        }
    }
}

/// The candidate among `among` that the pasted `text` is from (see the module's doc for the
/// rules), with the answer [`propose`] reads in it.
pub fn find(text: &str, among: &[Known]) -> Result<Found, NotFound> {
    let reply = Reply::read(text);
    let clues: Vec<(Uuid, Clue)> = among
        .iter()
        .filter_map(|known| reply.best_clue(known).map(|clue| (known.uuid, clue)))
        .collect();
    let Some(strongest) = clues.iter().map(|(_, clue)| clue.strength()).max() else {
        return Err(NotFound::Nobody);
    };
    // The same candidate listed twice is still one person.
    let mut best: Vec<(Uuid, Clue)> = Vec::new();
    for (uuid, clue) in clues {
        if clue.strength() == strongest && !best.iter().any(|(seen, _)| *seen == uuid) {
            best.push((uuid, clue));
        }
    }
    match best.as_slice() {
        [(uuid, by)] => Ok(Found {
            uuid: *uuid,
            by: *by,
            proposed: proposal_in(&reply.answer),
        }),
        _ => Err(NotFound::Several(
            best.into_iter().map(|(uuid, _)| uuid).collect(),
        )),
    }
}

/// The answer the reply's own words seem to give, or `None` when they give no sign. A
/// question wins over a refusal, and a refusal over an acceptance: "Yes, but could you send
/// the file?" waits for the coordinator, "Sorry, I can't take it" is no, and "I can't do
/// Friday, could Monday work?" is not a refusal to drop the freelancer for.
pub fn propose(text: &str) -> Option<Proposed> {
    proposal_in(&answer_lines(&own_lines(text)).join("\n"))
}

/// A pasted reply, read once for every candidate.
struct Reply {
    /// UUIDs in the reply's own text (headers and signature included), each with how it
    /// was written.
    uuids: Vec<(Uuid, Clue)>,
    /// E-mail addresses in the reply's own text, lower case.
    addresses: HashSet<String>,
    /// The reply's own text as folded words, in order, for finding names.
    words: Vec<String>,
    /// The lines the freelancer wrote as their answer: no headers, signature or quote.
    answer: String,
}

impl Reply {
    fn read(text: &str) -> Self {
        let own = own_lines(text);
        let own_text = own.join("\n");
        Reply {
            uuids: uuids_in(&own_text),
            addresses: addresses_in(&own_text),
            words: words_of(&own_text),
            answer: answer_lines(&own).join("\n"),
        }
    }

    /// The strongest clue to `known` in the reply, if any.
    fn best_clue(&self, known: &Known) -> Option<Clue> {
        if let Some((_, clue)) = self.uuids.iter().find(|(uuid, _)| *uuid == known.uuid) {
            return Some(*clue);
        }
        let email = known
            .email
            .as_deref()
            .map(|email| email.trim().to_lowercase());
        if email.is_some_and(|email| !email.is_empty() && self.addresses.contains(&email)) {
            return Some(Clue::Email);
        }
        let name = known.name.as_deref().map(words_of).unwrap_or_default();
        contains_words(&self.words, &name).then_some(Clue::Name)
    }
}

/// Path segments a profile link puts before a freelancer's UUID.
const PROFILE_PATHS: [&str; 4] = ["/profile/", "/profiles/", "/freelancer/", "/freelancers/"];

/// The UUIDs in `own`, each marked as in a profile link when one of its occurrences is.
fn uuids_in(own: &str) -> Vec<(Uuid, Clue)> {
    // ASCII lower case keeps every byte where it was, and UUIDs print in lower case.
    let lower = own.to_ascii_lowercase();
    let in_profile_link = |uuid: Uuid| {
        [uuid.hyphenated().to_string(), uuid.simple().to_string()]
            .iter()
            .any(|form| {
                lower.match_indices(form.as_str()).any(|(at, _)| {
                    let before = &lower[..at];
                    PROFILE_PATHS.iter().any(|path| before.ends_with(path))
                })
            })
    };
    crate::uuids::extract(own)
        .uuids
        .into_iter()
        .map(|uuid| match in_profile_link(uuid) {
            true => (uuid, Clue::ProfileLink),
            false => (uuid, Clue::Uuid),
        })
        .collect()
}

/// Every e-mail address in `own`, lower case: `Zoë <zoe@example.com>`, `mailto:…`, an
/// address ending a sentence.
fn addresses_in(own: &str) -> HashSet<String> {
    own.split(|c: char| c.is_whitespace() || "<>()[]{},;:\"".contains(c))
        .map(|token| token.trim_matches(|c: char| matches!(c, '.' | '!' | '?' | '\'')))
        .filter(|token| {
            token
                .split_once('@')
                .is_some_and(|(user, domain)| !user.is_empty() && !domain.is_empty())
        })
        .map(str::to_lowercase)
        .collect()
}

/// Folded words (lower case, no accents), split at anything that is not a letter or digit:
/// "Jean-Luc O’Brien" is `jean luc o brien`, and "can't" is `can t`.
fn words_of(text: &str) -> Vec<String> {
    folded(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Whether `needle` appears in `haystack` as consecutive whole words; an empty needle
/// never does.
fn contains_words<S: AsRef<str>>(haystack: &[String], needle: &[S]) -> bool {
    !needle.is_empty()
        && haystack.windows(needle.len()).any(|window| {
            window
                .iter()
                .zip(needle)
                .all(|(word, wanted)| word == wanted.as_ref())
        })
}

/// The lines the freelancer wrote: quoted lines left out, and nothing from where the quoted
/// message begins. Works the same with `\r\n` line ends.
fn own_lines(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text
        .lines()
        .map(|line| line.trim_end_matches('\r'))
        .collect();
    let end = quote_start(&lines).unwrap_or(lines.len());
    lines
        .iter()
        .take(end)
        .copied()
        .filter(|line| !line.trim_start().starts_with('>'))
        .collect()
}

/// Words a mail program puts at the start of the line that introduces a quoted message
/// ("On Mon, 3 Mar 2025 … wrote:", "Am … schrieb …:", "Le … a écrit :", "El … escribió:",
/// "W dniu … napisał(a):").
const ATTRIBUTION_STARTS: [&str; 6] = ["on ", "am ", "le ", "el ", "w dniu ", "dnia "];
const ATTRIBUTION_VERBS: [&str; 5] = ["wrote", "schrieb", "a ecrit", "escribio", "napisal"];

/// The separator Outlook and others put above a quoted message, in a few languages.
const ORIGINAL_MESSAGE: [&str; 5] = [
    "original message",
    "ursprungliche nachricht",
    "message d'origine",
    "mensaje original",
    "wiadomosc oryginalna",
];

/// Where the quoted message begins, if the reply quotes one.
fn quote_start(lines: &[&str]) -> Option<usize> {
    // A "From:" line starts a quoted message only below the reply's own words: above
    // them it is the reply's own header, pasted with it, and names the freelancer.
    let mut body_seen = false;
    for (at, line) in lines.iter().enumerate() {
        let line = folded(line.trim());
        let next = lines.get(at + 1).map(|next| folded(next.trim()));
        let from_header = header_name(&line).is_some_and(|name| FROM_HEADERS.contains(&name));
        if is_separator(&line)
            || is_attribution(&line, next.as_deref())
            || (body_seen && from_header)
        {
            return Some(at);
        }
        if !line.is_empty() && !line.starts_with('>') && header_name(&line).is_none() {
            body_seen = true;
        }
    }
    None
}

/// "-----Original Message-----", or the line of underscores newer Outlook draws instead.
fn is_separator(folded_line: &str) -> bool {
    let underscores = folded_line.len() >= 8 && folded_line.chars().all(|c| c == '_');
    let original = folded_line.starts_with("--")
        && ORIGINAL_MESSAGE
            .iter()
            .any(|words| folded_line.contains(words));
    underscores || original
}

/// "On … wrote:", which Gmail may wrap onto a second line.
fn is_attribution(folded_line: &str, folded_next: Option<&str>) -> bool {
    if !ATTRIBUTION_STARTS
        .iter()
        .any(|start| folded_line.starts_with(start))
    {
        return false;
    }
    let whole = match folded_next {
        Some(next) if !folded_line.ends_with(':') => format!("{folded_line} {next}"),
        _ => folded_line.to_owned(),
    };
    whole.ends_with(':') && ATTRIBUTION_VERBS.iter().any(|verb| whole.contains(verb))
}

/// Header names of a pasted e-mail, in the languages mail programs write them in.
const HEADERS: &[&str] = &[
    "from",
    "sent",
    "to",
    "cc",
    "bcc",
    "date",
    "subject",
    "reply-to",
    "von",
    "gesendet",
    "an",
    "betreff",
    "datum",
    "de",
    "envoye",
    "a",
    "objet",
    "enviado",
    "para",
    "asunto",
    "fecha",
    "od",
    "wyslano",
    "do",
    "temat",
    "data",
    "envoye le",
];
const FROM_HEADERS: &[&str] = &["from", "von", "de", "od"];

/// The header's name when the (folded) line is one: `Subject: …` is `subject`.
fn header_name(folded_line: &str) -> Option<&str> {
    let (name, _) = folded_line.split_once(':')?;
    let name = name.trim();
    HEADERS.contains(&name).then_some(name)
}

/// Lines that end the freelancer's answer and begin their signature, written as a whole
/// line (so "Thanks, I'll take it" is not one).
const CLOSINGS: &[&str] = &[
    "best",
    "best regards",
    "kind regards",
    "regards",
    "warm regards",
    "best wishes",
    "all the best",
    "cheers",
    "thanks",
    "thank you",
    "many thanks",
    "sincerely",
    "yours sincerely",
    "mit freundlichen grussen",
    "viele grusse",
    "beste grusse",
    "liebe grusse",
    "cordialement",
    "bien cordialement",
    "bien a vous",
    "saludos",
    "un saludo",
    "saludos cordiales",
    "atentamente",
    "pozdrawiam",
    "z powazaniem",
];

/// The answer in the reply's own lines: without the headers pasted above it, and without
/// the signature below it, whose "Available Mon–Fri" or phone number answers nothing.
fn answer_lines<'a>(own: &[&'a str]) -> Vec<&'a str> {
    let body: Vec<&str> = own
        .iter()
        .copied()
        .skip_while(|line| {
            let line = folded(line.trim());
            line.is_empty() || header_name(&line).is_some()
        })
        .collect();
    // A closing on the first line is a "Thanks!" before the answer, not the signature.
    let end = body
        .iter()
        .enumerate()
        .position(|(at, line)| {
            let line = folded(line.trim());
            let closing = line.trim_end_matches([',', '.', '!', '-', ' ']);
            line == "--"
                || line.starts_with("sent from my")
                || (at > 0 && CLOSINGS.contains(&closing))
        })
        .unwrap_or(body.len());
    body.into_iter().take(end).collect()
}

/// Words that ask: with a question mark in the reply's own text, a question.
const ASKING: &[&str] = &[
    "could you",
    "can you",
    "would you",
    "what",
    "which",
    "is it possible",
    // German, French, Spanish, Polish.
    "konnten sie",
    "konnen sie",
    "welche",
    "welcher",
    "pourriez vous",
    "pouvez vous",
    "quel",
    "quelle",
    "podria",
    "podrias",
    "cual",
    "czy",
];

/// Words that refuse. Negations ("can't", "not available") are here so that they beat the
/// acceptance inside them.
const DECLINING: &[&str] = &[
    "no",
    "nope",
    "sorry",
    "unfortunately",
    "regret",
    "can t",
    "cannot",
    "can not",
    "couldn t",
    "won t be able",
    "unable",
    "not able",
    "not available",
    "unavailable",
    "decline",
    "fully booked",
    "booked up",
    "too busy",
    "not interested",
    "i ll pass",
    // German, French, Spanish, Polish.
    "nein",
    "leider",
    "ausgebucht",
    "nicht verfugbar",
    "nicht moglich",
    "kann nicht",
    "absagen",
    "keine zeit",
    "non",
    "desole",
    "desolee",
    "malheureusement",
    "pas disponible",
    "indisponible",
    "peux pas",
    "lo siento",
    "lamentablemente",
    "desafortunadamente",
    "nie",
    "niestety",
    "przepraszam",
    "niedostepna",
    "niedostepny",
];

/// Words that accept.
const ACCEPTING: &[&str] = &[
    "yes",
    "yep",
    "sure",
    "ok",
    "okay",
    "of course",
    "happy to",
    "glad to",
    "gladly",
    "i can take",
    "i can do",
    "i ll take",
    "i will take",
    "i ll do",
    "i will do",
    "i accept",
    "accept",
    "available",
    "confirm",
    "confirmed",
    "count me in",
    "sounds good",
    "interested",
    // German, French, Spanish, Polish.
    "ja",
    "gerne",
    "gern",
    "ich nehme",
    "ich ubernehme",
    "verfugbar",
    "bestatige",
    "oui",
    "volontiers",
    "avec plaisir",
    "je confirme",
    "accepte",
    "disponible",
    "d accord",
    "claro",
    "acepto",
    "confirmo",
    "con gusto",
    "de acuerdo",
    "tak",
    "chetnie",
    "przyjmuje",
    "potwierdzam",
    "dostepna",
    "dostepny",
    "zgoda",
];

/// Negative words that say yes: not refusals, and acceptances in their own right.
const REASSURING: &[&str] = &[
    "no problem",
    "no problems",
    "no worries",
    "not a problem",
    "no issue",
    "no issues",
    "kein problem",
    "pas de probleme",
    "pas de souci",
    "sin problema",
    "ningun problema",
    "nie ma problemu",
    "bez problemu",
];

/// Apologies and negative words that refuse nothing ("Sorry for the late reply").
const HARMLESS: &[&str] = &[
    "sorry for",
    "sorry about the delay",
    "no later than",
    "non disclosure",
    "desole pour",
    "desolee pour",
    "perdon por",
    "przepraszam za",
];

fn proposal_in(answer: &str) -> Option<Proposed> {
    let words = words_of(answer);
    let mut without_harmless = words.clone();
    blank_out(&mut without_harmless, REASSURING);
    blank_out(&mut without_harmless, HARMLESS);
    if asks_a_question(answer) || has_any(&words, ASKING) {
        Some(Proposed::Question)
    } else if has_any(&without_harmless, DECLINING) {
        Some(Proposed::Declined)
    } else if has_any(&words, ACCEPTING) || has_any(&words, REASSURING) {
        Some(Proposed::Accepted)
    } else {
        None
    }
}

/// A question mark outside links, whose query strings (`?ref=mail`) ask nothing.
fn asks_a_question(answer: &str) -> bool {
    answer
        .split_whitespace()
        .filter(|token| !token.contains("://") && !token.starts_with("www."))
        .any(|token| token.contains(['?', '¿']))
}

fn has_any(words: &[String], phrases: &[&str]) -> bool {
    phrases.iter().any(|phrase| {
        let phrase: Vec<&str> = phrase.split(' ').collect();
        contains_words(words, &phrase)
    })
}

/// Empties the words of every occurrence of `phrases`, so that no other phrase finds them.
fn blank_out(words: &mut [String], phrases: &[&str]) {
    for phrase in phrases {
        let phrase: Vec<&str> = phrase.split(' ').collect();
        for start in 0..words.len() {
            let Some(window) = words.get_mut(start..start + phrase.len()) else {
                break;
            };
            if window
                .iter()
                .zip(&phrase)
                .all(|(word, wanted)| word == wanted)
            {
                window.iter_mut().for_each(String::clear);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ZOE: Uuid = Uuid::from_u128(0x5f1c2a9e_3b4d_4e6f_8a7b_9c0d1e2f3a4b);
    const ANNA_K: Uuid = Uuid::from_u128(0x0b8e7d6c_5a4f_4321_9876_fedcba987654);
    const ANNA_N: Uuid = Uuid::from_u128(0x3c2d1e0f_1111_4222_8333_444455556666);
    const ANA: Uuid = Uuid::from_u128(0x7a7a7a7a_2222_4333_9444_555566667777);
    const STRANGER: Uuid = Uuid::from_u128(0x99999999_8888_4777_a666_555544443333);

    fn known(uuid: Uuid, name: &str, email: Option<&str>) -> Known {
        Known {
            uuid,
            name: Some(name.to_owned()),
            email: email.map(str::to_owned),
        }
    }

    /// An offer's candidates: two Annas, a Zoë with an accent, an Ana with no e-mail.
    fn candidates() -> Vec<Known> {
        vec![
            known(ZOE, "Zoë Martin", Some("Zoe.Martin@Example.com")),
            known(ANNA_K, "Anna Kowalska", Some("anna.kowalska@example.pl")),
            known(ANNA_N, "Anna Nowak", Some("a.nowak@example.de")),
            known(ANA, "Ana Pérez", None),
        ]
    }

    fn found(uuid: Uuid, by: Clue, proposed: Option<Proposed>) -> Result<Found, NotFound> {
        Ok(Found { uuid, by, proposed })
    }

    #[test]
    fn a_gmail_reply_signed_with_name_and_email_is_found_by_the_email() {
        let text = "Hi Maria,\n\nYes, happy to take it. I can deliver by Friday.\n\n\
            Best regards,\nZoë Martin\nzoe.martin@example.com\n\n\
            On Mon, 3 Mar 2025 at 10:15, Maria Coordinator <maria@agency.example> wrote:\n\
            > Dear Zoë,\n> a legal job, DE>EN, 3,000 words. Anna Kowalska may help.\n";
        let expected = found(ZOE, Clue::Email, Some(Proposed::Accepted));
        assert_eq!(find(text, &candidates()), expected);
    }

    #[test]
    fn an_outlook_reply_with_crlf_is_found_by_name_not_by_the_candidate_it_quotes() {
        let text = "Dear Maria,\r\n\r\nI'm sorry, I can't take it this week.\r\n\r\n\
            Kind regards\r\nAnna Nowak\r\n\r\n-----Original Message-----\r\n\
            From: Maria Coordinator <maria@agency.example>\r\n\
            Sent: Monday, March 3, 2025 10:15 AM\r\n\
            To: Anna Kowalska <anna.kowalska@example.pl>\r\nSubject: New job\r\n\r\n\
            Dear Anna Kowalska, could you take a legal job?\r\n";
        let expected = found(ANNA_N, Clue::Name, Some(Proposed::Declined));
        assert_eq!(find(text, &candidates()), expected);
    }

    #[test]
    fn pasted_headers_above_the_reply_count_and_the_quote_below_the_rule_does_not() {
        let text = "From: Zoë Martin <zoe.martin@example.com>\n\
            Sent: Tuesday, 4 March 2025 09:12\nTo: Maria <maria@agency.example>\n\
            Subject: RE: Could you take a legal job?\n\nI accept.\n\n\
            ________________________________\nFrom: Maria <maria@agency.example>\n\
            To: Anna Nowak <a.nowak@example.de>\nSubject: Could you take a legal job?\n";
        let expected = found(ZOE, Clue::Email, Some(Proposed::Accepted));
        assert_eq!(find(text, &candidates()), expected);
    }

    #[test]
    fn a_from_block_below_the_answer_starts_the_quote_without_a_separator() {
        let text = "Unfortunately I'm fully booked.\nAnna Nowak\n\n\
            From: Maria <maria@agency.example>\nSent: Monday\nTo: anna.kowalska@example.pl\n";
        let expected = found(ANNA_N, Clue::Name, Some(Proposed::Declined));
        assert_eq!(find(text, &candidates()), expected);
    }

    #[test]
    fn a_profile_link_alone_is_enough_and_beats_a_name() {
        let text = format!(
            "Yes, but could you send the file first?\n\nAnna Nowak sends her regards.\n\
             https://directory.example/profile/{}",
            ZOE.to_string().to_uppercase()
        );
        let expected = found(ZOE, Clue::ProfileLink, Some(Proposed::Question));
        assert_eq!(find(&text, &candidates()), expected);
        let plural = format!("OK\nwww.directory.example/freelancers/{}", ZOE.simple());
        let expected = found(ZOE, Clue::ProfileLink, Some(Proposed::Accepted));
        assert_eq!(find(&plural, &candidates()), expected);
    }

    #[test]
    fn a_bare_uuid_beats_an_email_address() {
        let text = format!("My ID is {ANNA_K}. Which files are there\nzoe.martin@example.com");
        let expected = found(ANNA_K, Clue::Uuid, Some(Proposed::Question));
        assert_eq!(find(&text, &candidates()), expected);
    }

    #[test]
    fn an_email_address_beats_a_colleagues_name() {
        let text = "No, sorry, but ask Anna Kowalska.\n--\nMailto:ZOE.MARTIN@EXAMPLE.COM.";
        let expected = found(ZOE, Clue::Email, Some(Proposed::Declined));
        assert_eq!(find(text, &candidates()), expected);
    }

    #[test]
    fn strangers_uuids_and_addresses_are_no_match() {
        let text = format!(
            "From: Mike <stranger@example.net>\n\nYes, I can take it.\n\
             https://directory.example/profile/{STRANGER}\nMike"
        );
        assert_eq!(find(&text, &candidates()), Err(NotFound::Nobody));
    }

    #[test]
    fn a_first_name_shared_by_two_candidates_names_neither() {
        let text = "Yes, I can do it.\n\nThanks,\nAnna";
        assert_eq!(find(text, &candidates()), Err(NotFound::Nobody));
    }

    #[test]
    fn two_candidates_found_equally_are_several_in_the_offers_order() {
        let text = "Anna Nowak and Anna Kowalska will share it.";
        let expected = Err(NotFound::Several(vec![ANNA_K, ANNA_N]));
        assert_eq!(find(text, &candidates()), expected);
        let uuids = format!("{ZOE} {ANNA_N}");
        let expected = Err(NotFound::Several(vec![ZOE, ANNA_N]));
        assert_eq!(find(&uuids, &candidates()), expected);
    }

    #[test]
    fn names_match_without_accents_or_case_and_only_as_whole_words() {
        let plain = "Yes.\nZOE MARTIN";
        let expected = found(ZOE, Clue::Name, Some(Proposed::Accepted));
        assert_eq!(find(plain, &candidates()), expected);
        let accented = [known(ZOE, "Zoe Martin", None)];
        let expected = found(ZOE, Clue::Name, None);
        assert_eq!(find("Zoë Martin", &accented), expected);
        let longer = "Happy to.\nAnastasia Pérez";
        assert_eq!(find(longer, &candidates()), Err(NotFound::Nobody));
        let exact = "Happy to.\nana perez";
        let expected = found(ANA, Clue::Name, Some(Proposed::Accepted));
        assert_eq!(find(exact, &candidates()), expected);
    }

    #[test]
    fn a_german_gmail_reply_and_a_wrapped_attribution_hide_the_quote() {
        let german = "Ja, gerne.\n\nViele Grüße\nAnna Nowak\n\n\
            Am Mo., 3. März 2025 um 10:15 Uhr schrieb Maria <maria@agency.example>:\n\
            Hallo Anna Kowalska, haben Sie Zeit?\n";
        let expected = found(ANNA_N, Clue::Name, Some(Proposed::Accepted));
        assert_eq!(find(german, &candidates()), expected);
        let wrapped = "Yes.\nAna Pérez\n\nOn Mon, 3 Mar 2025 at 10:15, Maria Coordinator\n\
            <maria@agency.example> wrote:\nDear Zoë Martin, what about Friday?\n";
        let expected = found(ANA, Clue::Name, Some(Proposed::Accepted));
        assert_eq!(find(wrapped, &candidates()), expected);
    }

    #[test]
    fn inline_quoted_lines_are_neither_clues_nor_answers() {
        let text = "> Could you take it, Anna Kowalska?\nYes.\n> Zoë Martin\nAnna Nowak";
        let expected = found(ANNA_N, Clue::Name, Some(Proposed::Accepted));
        assert_eq!(find(text, &candidates()), expected);
    }

    #[test]
    fn a_candidate_listed_twice_is_one_person_and_missing_details_match_nothing() {
        let among = [
            known(ZOE, "Zoë Martin", None),
            known(ZOE, "Zoë Martin", Some("zoe.martin@example.com")),
            Known {
                uuid: ANA,
                name: None,
                email: Some("  ".to_owned()),
            },
        ];
        let expected = found(ZOE, Clue::Name, None);
        assert_eq!(find("Zoë Martin", &among), expected);
        assert_eq!(find("", &among), Err(NotFound::Nobody));
    }

    #[test]
    fn not_found_reads_in_english() {
        assert!(
            NotFound::Nobody
                .to_string()
                .contains("none of this offer's candidates")
        );
        assert_eq!(
            NotFound::Several(vec![ZOE, ANA]).to_string(),
            "The reply could be from 2 candidates: choose which one"
        );
    }

    #[test]
    fn proposals_in_english() {
        let cases = [
            ("Yes, I can take it.", Some(Proposed::Accepted)),
            ("Happy to help!", Some(Proposed::Accepted)),
            (
                "I confirm, available from Monday.",
                Some(Proposed::Accepted),
            ),
            ("No problem, I'll do it.", Some(Proposed::Accepted)),
            (
                "Sorry for the late reply, I can do it.",
                Some(Proposed::Accepted),
            ),
            ("I'm sorry, I can’t take it.", Some(Proposed::Declined)),
            (
                "Unfortunately I'm fully booked until the 20th.",
                Some(Proposed::Declined),
            ),
            ("I am not available this week.", Some(Proposed::Declined)),
            ("I cannot accept this one.", Some(Proposed::Declined)),
            (
                "Yes, but could you send the file?",
                Some(Proposed::Question),
            ),
            ("What is the deadline", Some(Proposed::Question)),
            (
                "Can't do Friday. Would Monday work?",
                Some(Proposed::Question),
            ),
            ("Thanks for thinking of me.", None),
            ("", None),
        ];
        for (text, expected) in cases {
            assert_eq!(propose(text), expected, "{text}");
        }
    }

    #[test]
    fn proposals_in_german_french_spanish_and_polish() {
        let cases = [
            ("Ja, gerne.", Some(Proposed::Accepted)),
            ("Leider bin ich ausgebucht.", Some(Proposed::Declined)),
            ("Kein Problem!", Some(Proposed::Accepted)),
            ("Oui, avec plaisir.", Some(Proposed::Accepted)),
            (
                "Malheureusement je ne suis pas disponible.",
                Some(Proposed::Declined),
            ),
            (
                "Pourriez-vous m'envoyer le fichier",
                Some(Proposed::Question),
            ),
            ("Claro, acepto.", Some(Proposed::Accepted)),
            ("Lo siento, no puedo.", Some(Proposed::Declined)),
            ("¿Cuál es el plazo", Some(Proposed::Question)),
            ("Tak, chętnie.", Some(Proposed::Accepted)),
            ("Niestety nie mogę.", Some(Proposed::Declined)),
            ("Nie ma problemu.", Some(Proposed::Accepted)),
        ];
        for (text, expected) in cases {
            assert_eq!(propose(text), expected, "{text}");
        }
    }

    #[test]
    fn proposals_ignore_headers_signatures_quotes_and_links() {
        let signature = "Thanks for the offer.\n\nBest regards,\nZoë\nAvailable Mon–Fri";
        assert_eq!(propose(signature), None);
        let dashes = "Noted.\n-- \nZoë Martin, yes translations";
        assert_eq!(propose(dashes), None);
        let thanks_first = "Thanks!\nI accept.\n\nThanks,\nZoë";
        assert_eq!(propose(thanks_first), Some(Proposed::Accepted));
        let subject = "Subject: RE: Could you take it?\n\nI confirm.";
        assert_eq!(propose(subject), Some(Proposed::Accepted));
        let quoted = "Yes.\n> Could you take it? No rush.";
        assert_eq!(propose(quoted), Some(Proposed::Accepted));
        let link = "Confirmed.\nhttps://directory.example/profile/x?ref=mail";
        assert_eq!(propose(link), Some(Proposed::Accepted));
        let phone = "Sure.\nSent from my iPhone, no signal";
        assert_eq!(propose(phone), Some(Proposed::Accepted));
    }
}
