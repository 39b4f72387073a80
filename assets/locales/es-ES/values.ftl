# Los valores del directorio y del reloj, en el idioma de la ventana.

## Los idiomas, nombrados en este idioma

value-language-en-US = Inglés
value-language-de-DE = Alemán
value-language-fr-FR = Francés
value-language-es-ES = Español
value-language-pl-PL = Polaco
value-language-zh-CN = Chino (simplificado)
value-language-en-XA = Pseudoinglés

## La afiliación a ProZ.com, su tipo y la Certified PRO Network

value-membership-active = Miembro activo
value-membership-expired = Afiliación caducada
value-membership-none = No es miembro
value-cpn-current = Vigente
value-cpn-not_current = No vigente

## Los tipos de cuenta del directorio

value-account-type-1 = Agencia/empresa de traducción
value-account-type-2 = Traductor y/o intérprete autónomo
value-account-type-3 = Autónomo y subcontratista
value-account-type-other = Otro tipo de cuenta

## Las duraciones

value-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
value-hours = { $count } h
value-minutes = { $count } min
value-seconds = { $count } s
# A time in UTC, $time as the locale writes it.
value-time-utc = { $time } UTC
value-duration-join = { $larger } { $smaller }
