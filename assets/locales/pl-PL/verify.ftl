# Jak zakończyła się weryfikacja odbiorców (wyszukanie każdego).

verify-looked-up = Wyszukano { $checked } z { $total }.
verify-cancelled = Weryfikację anulowano po { $checked } z { $total }; pozostali nie są zweryfikowani.
verify-signed-out = Weryfikację przerwano. { $why }
verify-connection-lost = Weryfikację przerwano po { $checked } z { $total }: połączenie zostało zamknięte.
verify-ended-restricted =
    { $count ->
        [one] { $ended } { $count } z ograniczeniami: profil istnieje i można do niego pisać, ale nie można go odczytać.
        [few] { $ended } { $count } z ograniczeniami: profile istnieją i można do nich pisać, ale nie można ich odczytać.
        [many] { $ended } { $count } z ograniczeniami: profile istnieją i można do nich pisać, ale nie można ich odczytać.
       *[other] { $ended } { $count } z ograniczeniami: profile istnieją i można do nich pisać, ale nie można ich odczytać.
    }
verify-not-in-directory = Katalog nie zna użytkownika o tym UUID.
