# How a verification of the composer's recipients (each looked up) ended.

# $checked: how many were looked up; $total: how many were to be.
verify-looked-up = Looked up { $checked } of { $total }.
verify-cancelled = Verification cancelled after { $checked } of { $total }; the rest are not verified.
# $why: why the credentials were refused, a whole sentence.
verify-signed-out = Verification stopped. { $why }
verify-connection-lost = Verification stopped after { $checked } of { $total }: the connection closed.
# $ended: one of the sentences above; $count: how many recipients have a restricted profile.
verify-ended-restricted = { $ended } { $count } restricted: their profiles exist and can be messaged, but not read.
verify-not-in-directory = The directory knows no user with this UUID.
