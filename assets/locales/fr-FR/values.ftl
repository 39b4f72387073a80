# Les valeurs venues de l'annuaire et de l'horloge, dans la langue de la fenêtre.

## Les langues, nommées dans cette langue

value-language-en-US = Anglais
value-language-de-DE = Allemand
value-language-fr-FR = Français
value-language-es-ES = Espagnol
value-language-pl-PL = Polonais
value-language-zh-CN = Chinois (simplifié)
value-language-en-XA = Pseudo-anglais

## L'adhésion à ProZ.com, son type, et le Certified PRO Network

value-membership-active = Membre actif
value-membership-expired = Adhésion expirée
value-membership-none = Non membre
value-cpn-current = À jour
value-cpn-not_current = Pas à jour

## Les types de compte de l'annuaire

value-account-type-1 = Agence/société de traduction
value-account-type-2 = Traducteur et/ou interprète indépendant
value-account-type-3 = Indépendant et donneur d'ordre
value-account-type-other = Autre type de compte

## Les durées

value-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
value-hours = { $count } h
value-minutes = { $count } min
value-seconds = { $count } s
# A time in UTC, $time as the locale writes it.
value-time-utc = { $time } UTC
value-duration-join = { $larger } { $smaller }
