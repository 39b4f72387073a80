# The profile inspector beside the results table.

inspector-select-row = Select a row to inspect the freelancer.
inspector-copy-uuid = Copy UUID
inspector-refresh = Refresh
inspector-do-not-contact = ⛔ Marked do not contact: left out of every message.
inspector-looking-up = Looking up…
inspector-not-found = Not found
inspector-not-allowed = Not allowed
inspector-lookup-failed = Could not be looked up

## What this app sent the freelancer before.

inspector-history-failed = What was sent before could not be read.
inspector-history-none = Not messaged from here before, in this directory.
# $count: how many jobs reached the freelancer.
inspector-history-title = Messaged before ({ $count })
# $at: a UTC date and time; $state: pending or sent; $subject: the message's subject; $job: the job's number.
inspector-history-entry =
    { $at } · { $state ->
        [pending] pending review
       *[sent] sent
    } · “{ $subject }” (job { $job })
# $count: the jobs not listed above.
inspector-history-more = …and { $count } earlier: see the Outbox

## The profile's sections.

inspector-name-not-shown = (name not shown)
inspector-open-profile = Open profile page
inspector-identity = Identity
inspector-account-type = Account type
# Hover text; $code: the directory's code.
inspector-account-type-code = account type { $code }
inspector-experience = Years of experience
inspector-native-language = Native language
inspector-contact = Contact
inspector-name = Name
inspector-company = Company
inspector-email = E-mail
inspector-phone = Phone
inspector-mobile = Mobile
inspector-country = Country
# Hover text; $code: the ISO country code.
inspector-country-code = country code { $code }
inspector-time-zone = Time zone
inspector-local-time = Local time
inspector-city = City
inspector-website = Website
inspector-skype = Skype
inspector-twitter = Twitter
inspector-skills = Skills
inspector-language-pairs = Language pairs
inspector-none-listed = none listed
inspector-not-shown = not shown
# $pair: the language pair's name; $services: its services, as the directory names them.
inspector-pair = { $pair }: { $services }
inspector-no-services = no services listed
# Hover text; $pair: the pair's code; $services: the services' ids.
inspector-pair-codes = pair { $pair }; services { $services }
inspector-disciplines = Disciplines
# $name: the discipline; $level: the expertise level as the directory sends it.
inspector-discipline-level = { $name } ({ $level })
inspector-level-not-shown = level not shown
# Hover text; $kind: discipline or specific-discipline; $id: its id.
inspector-discipline-id =
    { $kind ->
        [specific-discipline] specific discipline { $id }
       *[discipline] discipline { $id }
    }
inspector-discipline-id-not-shown =
    { $kind ->
        [specific-discipline] specific discipline id not shown
       *[discipline] discipline id not shown
    }
inspector-membership = Membership
inspector-status = Status
inspector-expires = Expires
inspector-expired = Expired
inspector-certified-pro = Certified PRO
inspector-plus-package = Plus package
inspector-yes = yes
inspector-no = no
# $count: fields this app has no section for.
inspector-other-fields = Other fields ({ $count })
inspector-raw-json = Raw JSON
inspector-copy-json = Copy JSON
inspector-history-open-job = Open this job in the Outbox
