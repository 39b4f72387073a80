//! Every match of a search, up to a limit: the directory's pages fetched one after another
//! (never in parallel, so a long search stays polite), each reported as it arrives, stoppable
//! at any time. The window's "Add all matches to recipients" and the command line's `search`
//! both page through here.

use tokio_util::sync::CancellationToken;

use crate::api::search::{MAX_MATCHES, SearchMatch};
use crate::api::{ApiClient, ApiError, SearchQuery};

/// Matches asked for per request: the largest page the directory serves (the sandbox's cap;
/// the live service's default is 10 and it gives at least as many as this when asked).
pub const PAGE_SIZE: u32 = 100;

/// How far a paged search has come.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatchesProgress {
    /// Matches received so far.
    pub fetched: usize,
    /// How many will be fetched: the limit, or fewer if the directory has fewer.
    pub wanted: usize,
    /// All matches the directory counts for the criteria (`meta.num_results`), although at
    /// most [`MAX_MATCHES`] of them can be fetched.
    pub total: u64,
}

/// How a paged search ended.
#[derive(Debug, Clone)]
pub enum SearchEnd {
    Completed,
    Cancelled,
    /// A page failed (after the client's own retries); the pages before it were reported.
    Failed(ApiError),
}

/// The most matches one paged search fetches: the directory never gives more.
pub const MAX_FETCHED: usize = MAX_MATCHES as usize;

/// Fetches the matches of `query` (its `limit` and `offset` are ignored) page by page, up to
/// `limit` (at most [`MAX_FETCHED`]), calling `on_page` with each page's matches.
pub async fn fetch_matches(
    client: &ApiClient,
    query: SearchQuery,
    limit: usize,
    cancel: &CancellationToken,
    mut on_page: impl FnMut(Vec<SearchMatch>, MatchesProgress),
) -> SearchEnd {
    let limit = limit.min(MAX_FETCHED);
    let mut progress = MatchesProgress {
        wanted: limit,
        ..MatchesProgress::default()
    };
    while progress.fetched < progress.wanted {
        let size = (progress.wanted - progress.fetched).min(PAGE_SIZE as usize);
        let page_query = SearchQuery {
            // Both bounded by MAX_FETCHED, so they fit.
            limit: Some(size as u32),
            offset: Some(progress.fetched as u32),
            ..query.clone()
        };
        let answer = tokio::select! {
            biased;
            () = cancel.cancelled() => return SearchEnd::Cancelled,
            answer = client.search(&page_query) => answer,
        };
        let mut page = match answer {
            Ok(page) => page,
            Err(err) => return SearchEnd::Failed(err),
        };
        // A directory that sends more than asked for gets no more room than asked for.
        page.matches.truncate(size);
        let received = page.matches.len();
        progress.total = page.total;
        progress.wanted = progress
            .wanted
            .min(usize::try_from(page.total.min(MAX_MATCHES)).unwrap_or(MAX_FETCHED));
        progress.fetched += received;
        // An empty page before the end would otherwise be asked for again and again.
        let exhausted = received == 0;
        progress.wanted = progress.wanted.max(progress.fetched);
        if exhausted {
            progress.wanted = progress.fetched;
        }
        on_page(page.matches, progress);
    }
    SearchEnd::Completed
}
