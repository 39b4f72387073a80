# La pestaña de búsqueda: el formulario, los resultados y las listas de códigos del
# directorio (mostradas en la pestaña Cuenta, usadas por los selectores del formulario).

## El formulario

search-from = De:
search-to = A:
search-swap = Intercambiar idiomas
search-service = Servicio:
search-discipline = Especialidad:
search-specific-discipline = Especialidad concreta:
search-native-language = Lengua materna:
search-country = País:
search-specific-wins = Se busca la especialidad concreta: el directorio ignora la general.
search-members-only = Solo miembros
search-pair-priority = Prioridad del par:
search-priority-first = su primer par
search-priority-top = entre sus { $count } primeros
search-credential = Credencial en el par:
search-credential-reported = declarada
search-credential-verified = verificada
search-years = Años en el directorio:
search-years-at-least = al menos { $count }
search-pair-cpn = Certified PRO Network en el par
search-any = cualquiera
search-type-to-choose = escriba para elegir
search-none-called =
    { $kind ->
        [language] Ningún idioma con ese nombre
        [country] Ningún país con ese nombre
        [service] Ningún servicio con ese nombre
        [discipline] Ninguna especialidad con ese nombre
        [specific-discipline] Ninguna especialidad concreta con ese nombre
       *[account-type] Ningún tipo de cuenta con ese nombre
    }
search-search = Buscar
search-choose-languages = Elija los idiomas de la búsqueda.
search-foreign-codes = No es un código de este directorio: { $codes } (guardado de antes). Vuelva a elegir el idioma.

## Los resultados

search-total =
    { $count ->
        [one] { $count } resultado para { $pair }
       *[other] { $count } resultados para { $pair }
    }
search-total-capped = { $count } resultados para { $pair }; el directorio muestra los primeros { $max }
search-showing = mostrando { $first }–{ $last }
search-previous-page = Página anterior
search-next-page = Página siguiente
search-pair-guessed = Nota: se pidió `{ $pair }`: este directorio no ha publicado sus códigos de idioma.
search-ranking = Primero los miembros, luego los demás, cada grupo ordenado por el directorio (KudoZ, valoraciones, credenciales, experiencia).
search-add-page = Añadir estos { $count } a la tabla
    .hover = Los resultados de esta página van a la tabla de la pestaña de consulta por UUID.
search-offer-job = Ofrecerles un encargo…
    .hover = Abre una oferta con los resultados de esta página como candidatos, en el orden del directorio.
search-fetching = Obteniendo resultados: { $fetched } de { $wanted }
search-cancel = Cancelar
search-add-all =
    { $count ->
        [one] Añadir { $count } resultado a destinatarios
       *[other] Añadir los { $count } resultados a destinatarios
    }
    .hover = Todos los resultados (el directorio da como máximo 1000) van a los destinatarios del mensaje.
search-not-available = Este directorio no tiene búsqueda de autónomos. Consulte los autónomos por UUID.
search-fetch-cancelled = Se canceló la obtención de resultados: no se añadió ningún destinatario.
search-fetch-failed = No se pudieron obtener todos los resultados, así que no se añadió ningún destinatario. { $reason }
search-no-matches-on-page = No hay resultados en esta página.
search-column-name = Nombre
search-column-country = País
search-column-native-language = Lengua materna
search-column-kudoz = KudoZ en el par
    .hover = Puntos KudoZ del autónomo en este par. Haga clic para ordenar por ellos y otra vez para volver al orden del directorio.
search-no-name = (sin nombre)

## Las listas de códigos

search-code-lists = Listas de códigos
search-code-lists-asking = Solicitando al directorio sus listas de códigos…
search-code-lists-languages = Idiomas
search-code-lists-services = Servicios
search-code-lists-account-types = Tipos de cuenta
search-code-lists-served = proporcionada por este directorio ({ $count })
search-code-lists-guessed = no publicada: nombres integrados, códigos supuestos
search-select-row = Seleccionar
search-add-selected = Añadir los { $count } seleccionados a la tabla
search-offer-selected = Ofrecer un encargo a los { $count } seleccionados…
