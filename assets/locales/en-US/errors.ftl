# Errors in plain words (src/api/plain_words.rs): one sentence a person reads first when
# something went wrong with the directory. The technical detail is kept apart, in English.

errors-base-url = The directory's address is not usable. Check it in the connection settings.
errors-invalid-request = The request was not sent because something in it is not valid.
errors-unauthorized-api-key = The directory refused the API key.
errors-unauthorized-token = The directory did not accept the sign-in.
errors-unauthorized-expired = The sign-in has expired.
errors-unauthorized-other = The directory refused the credentials.
errors-forbidden = This account is not allowed to do that.
errors-not-found = The directory does not have that.
errors-rejected = The directory refused the request; its reasons are in the details.
errors-not-available-search = This directory does not offer freelancer search.
errors-not-available-availability = This directory does not offer availability.
# $what: what the client asked for, as the code names it (English).
errors-not-available = This directory does not offer { $what }.
errors-unsupported-media-type = The directory did not accept the form the request was sent in.
# $count: seconds, written without grouping.
errors-rate-limited-wait =
    { $count ->
        [one] The directory is busy and asks us to wait { $count } second.
       *[other] The directory is busy and asks us to wait { $count } seconds.
    }
errors-rate-limited = The directory is busy and asks us to slow down.
errors-server-trouble = The directory is having trouble at the moment.
errors-malformed = The directory's answer could not be read.
errors-transport-connect = Could not reach the directory.
errors-transport-timeout = The directory did not answer in time.
errors-transport-dropped = The connection broke before the directory answered.

## A team database's address (src/team/url.rs), as the connection settings' form shows it.
## Each starts in lower case: the form makes a sentence of it (capital, full stop).
## USER, HOST and DATABASE are the parts of the address to fill in.

# $problem: the address library's own words (English).
errors-team-url-unreadable = not a team database URL ({ $problem }); write it as postgres://USER@HOST/DATABASE
# $scheme: what the address starts with instead, e.g. "https".
errors-team-url-scheme = a team database URL starts with postgres://, not { $scheme }://
errors-team-url-no-host = the team database URL names no host: postgres://USER@HOST/DATABASE
errors-team-url-several-hosts = the team database URL must name exactly one host
errors-team-url-no-user = the team database URL names no user: postgres://USER@HOST/DATABASE
errors-team-url-no-database = the team database URL names no database: postgres://USER@HOST/DATABASE
# $setting: the name of the setting, as written in the address (e.g. sslmode).
errors-team-url-setting = the team database URL has a setting this desk does not take: { $setting } (TLS is chosen by the host: required for any host but loopback)
errors-team-url-cannot-hold-user = the team database URL cannot hold a user
