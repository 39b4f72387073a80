# La boîte d'envoi : les envois, leurs requêtes, les décisions que seul l'utilisateur peut
# prendre, et les nouvelles qui en sont données. $job et $seq sont des numéros.

## Le panneau

outbox-closed = Connectez-vous à un annuaire pour voir sa boîte d'envoi.
outbox-opening = Ouverture de la boîte d'envoi…
outbox-failed = Impossible d'ouvrir la boîte d'envoi : { $why }. Rien ne peut être envoyé.
outbox-jobs-here =
    { $count ->
        [one] { $count } envoi dans cet annuaire, du plus récent au plus ancien.
       *[other] { $count } envois dans cet annuaire, du plus récent au plus ancien.
    }
outbox-decisions-only = Seulement les requêtes qui attendent votre décision
outbox-empty = Rien n'a encore été envoyé. Les messages envoyés depuis Rédiger apparaissent ici, avec le sort de chaque requête.
outbox-elsewhere-header =
    { $count ->
        [one] { $count } envoi créé pour d'autres annuaires (lecture seule ici)
       *[other] { $count } envois créés pour d'autres annuaires (lecture seule ici)
    }
outbox-export-report = Exporter le rapport…
    .hover = Enregistre en CSV le sort de chaque destinataire
outbox-interrupted-job = envoi { $job }
outbox-interrupted-banner = L'envoi a été interrompu ({ $jobs }) : l'application s'est fermée pendant que des requêtes partaient. Plus rien n'est envoyé tant que vous n'appuyez pas sur Reprendre. Les requêtes qui étaient parties à ce moment-là sont « incertain » : décidez pour chacune ci-dessous.
outbox-elsewhere-note = Créé pour { $directory } ; l'annuaire ouvert est { $here }. Ouvrez cet annuaire-là pour le reprendre, le renvoyer ou le réessayer.
outbox-elsewhere-note-as = Créé pour { $directory } en tant que { $account } ; l'annuaire ouvert est { $here }. Ouvrez cet annuaire-là pour le reprendre, le renvoyer ou le réessayer.
outbox-another-directory = un autre annuaire

## La fiche d'un envoi

outbox-job = Envoi { $job }
outbox-job-subject = « { $subject } »
outbox-job-facts =
    Créé le { $created } · { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } · { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    } · expéditeur : { $sender }
outbox-progress =
    { $done ->
        [one] { $done } requête traitée sur { $total }
       *[other] { $done } requêtes traitées sur { $total }
    }
outbox-rate = { $rate } requêtes/s
outbox-rate-left = { $rate } requêtes/s · encore environ { $left }
outbox-seconds = { $seconds } s
outbox-minutes = { $minutes } min
outbox-hours-minutes = { $hours } h { $minutes } min
outbox-job-recipients = Destinataires : { $people }
outbox-people-sent =
    { $count ->
        [one] { $count } envoyé
       *[other] { $count } envoyés
    }
outbox-people-pending = { $count } en cours d'examen
outbox-people-not-delivered =
    { $count ->
        [one] { $count } non remis
       *[other] { $count } non remis
    }
outbox-people-left-out =
    { $count ->
        [one] { $count } écarté
       *[other] { $count } écartés
    }
outbox-people-unknown =
    { $count ->
        [one] { $count } peut-être atteint
       *[other] { $count } peut-être atteints
    }
outbox-people-waiting = { $count } en attente
outbox-people-not-sent =
    { $count ->
        [one] { $count } non envoyé
       *[other] { $count } non envoyés
    }
outbox-people-nobody = personne pour l'instant
outbox-list-separator = { ", " }
outbox-requests = Requêtes : { $states }
outbox-requests-in-state =
    { $state ->
        [queued] { $count } en file d'attente
        [sending] { $count } en cours d'envoi
        [sent] { $count } { $count ->
            [one] envoyée
           *[other] envoyées
        }
        [pending] { $count } en cours d'examen
        [rejected] { $count } { $count ->
            [one] refusée
           *[other] refusées
        }
        [failed] { $count } en échec
        [retrying] { $count } en nouvel essai
       *[unknown] { $count } { $count ->
            [one] incertaine
           *[other] incertaines
        }
    }
outbox-status-stopping = Arrêt après les requêtes en cours…
outbox-status-sending = Envoi en cours
outbox-status-paused = Suspendu
outbox-status-cancelled = Annulé
outbox-status-interrupted = Interrompu : reprenez pour envoyer le reste
outbox-status-needs-attention = Votre décision est requise
outbox-status-done = Terminé
outbox-pause = Suspendre
    .hover = S'arrête une fois que les requêtes déjà parties ont reçu leur réponse
outbox-resume = Reprendre
    .hover = Envoie les requêtes encore en attente
outbox-cancel = Annuler…
outbox-unknown-summary =
    { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    } vers { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } { $requests ->
        [one] peut-être remise :
       *[other] peut-être remises :
    }
outbox-resend-all-unknown = Renvoyer toutes les incertaines…
    .hover = Demande d'abord : les destinataires l'ont peut-être déjà reçu
outbox-mark-all-delivered = Marquer toutes les incertaines comme remises…
    .hover = Demande d'abord. Vous avez vérifié : le message est arrivé, et rien n'est renvoyé.

## Les requêtes d'un envoi

outbox-requests-header = Requêtes de l'envoi { $job } ({ $count })
outbox-no-decisions = Aucune requête n'attend votre décision ici.
outbox-column-request = Requête
outbox-column-state = État
outbox-column-attempts = Tentatives
outbox-column-recipients = Destinataires
outbox-column-decision = Votre décision
outbox-column-what-happened = Ce qui s'est passé
outbox-state =
    { $state ->
        [queued] en file d'attente
        [sending] envoi…
        [sent] envoyée
        [pending] en cours d'examen
        [rejected] refusée
        [failed] en échec
        [retrying] nouvel essai
       *[unknown] incertain
    }
outbox-row-recipients = { $count } destinataires : { $names }, …
outbox-receipt = Accusé de réception :
outbox-resend = Renvoyer…
    .hover = Demande d'abord : elle a peut-être déjà été remise
outbox-mark-delivered = Marquer comme remise
    .hover = Vous avez vérifié : elle est arrivée. Elle n'est pas renvoyée.
outbox-retry = Réessayer
    .hover = Elle n'a certainement pas été remise : la renvoie
outbox-retry-without =
    { $count ->
        [one] Réessayer sans { $count } invalide
       *[other] Réessayer sans { $count } invalides
    }
    .hover = Laisse de côté les destinataires que l'annuaire a signalés

## Confirmations

outbox-go-back = Retour
outbox-cancel-heading = Annuler l'envoi { $job } ?
outbox-cancel-text =
    { $count ->
        [one] La requête pas encore envoyée ({ $count }) ne sera jamais envoyée. Les requêtes déjà parties peuvent se terminer. Cette action est irréversible.
       *[other] Les { $count } requêtes pas encore envoyées ne seront jamais envoyées. Les requêtes déjà parties peuvent se terminer. Cette action est irréversible.
    }
outbox-cancel-go = Annuler l'envoi
outbox-cancel-back = Le garder
outbox-resend-heading = Renvoyer la requête { $seq } de l'envoi { $job } ?
outbox-resend-text =
    { $count ->
        [one] Sa réponse a été perdue : elle a donc peut-être déjà atteint son destinataire ({ $count }). Si c'est le cas, il recevra le message deux fois.
       *[other] Sa réponse a été perdue : elle a donc peut-être déjà atteint ses { $count } destinataires. Si c'est le cas, ils recevront le message deux fois.
    }
outbox-resend-go = Renvoyer
outbox-resend-all-heading = Renvoyer toutes les requêtes incertaines de l'envoi { $job } ?
outbox-resend-all-text =
    Renvoyer à { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } dans { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    }, { $recipients ->
        [one] qui a peut-être déjà reçu ce message ? Sa réponse a été perdue : s'il l'a déjà reçu, il le recevra deux fois.
       *[other] qui ont peut-être déjà reçu ce message ? Leurs réponses ont été perdues : toute personne déjà atteinte le recevra deux fois.
    }
outbox-resend-all-go = Tout renvoyer
outbox-delivered-all-heading = Marquer toutes les requêtes incertaines de l'envoi { $job } comme remises ?
outbox-delivered-all-text =
    Enregistrer { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    } vers { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } { $requests ->
        [one] comme remise ?
       *[other] comme remises ?
    } Ne le faites qu'après avoir vérifié que le message est bien arrivé : rien ne sera renvoyé.
outbox-delivered-all-go = Enregistrer comme remises

## Nouvelles dans le coin de la fenêtre

outbox-refused-job = Envoi { $job } : la boîte d'envoi n'a pas pu le faire.
outbox-refused = La boîte d'envoi n'a pas pu le faire.
outbox-interrupted-one = L'envoi { $job } a été interrompu en cours d'envoi. Plus rien ne part tant que vous ne le reprenez pas dans la boîte d'envoi.
outbox-interrupted-many = { $count } envois ont été interrompus en cours d'envoi (envois { $jobs }). Plus rien ne part tant que vous ne les reprenez pas dans la boîte d'envoi.
outbox-ended-finished = Envoi { $job } terminé : { $people }.
outbox-ended-finished-decisions =
    { $count ->
        [one] Envoi { $job } terminé : { $people }. { $count } requête attend votre décision dans la boîte d'envoi.
       *[other] Envoi { $job } terminé : { $people }. { $count } requêtes attendent votre décision dans la boîte d'envoi.
    }
outbox-ended-paused = Envoi { $job } suspendu : { $people }.
outbox-ended-cancelled = Envoi { $job } annulé : { $people }.
outbox-ended-cancelled-elsewhere = L'envoi { $job } a été annulé depuis une autre fenêtre ou la ligne de commande : { $people }.
outbox-ended-paused-elsewhere = L'envoi { $job } a été suspendu depuis une autre fenêtre ou la ligne de commande : { $people }.
outbox-ended-signed-out = Envoi { $job } suspendu, vous avez été déconnecté : reconnectez-vous et reprenez-le dans la boîte d'envoi. Jusqu'ici : { $people }.
outbox-ended-asked-to-wait = Envoi { $job } suspendu : { $note } Jusqu'ici : { $people }.
outbox-ended-crashed = Envoi { $job } suspendu : { $note }
outbox-ended-refused = L'envoi { $job } n'a pas été effectué : la boîte d'envoi n'a pas pu le prendre en charge.
outbox-ended-stopped = L'envoi { $job } a été arrêté par sécurité : la boîte d'envoi ne pouvait pas continuer. Rien n'a été envoyé deux fois ; reprenez-le une fois le problème résolu.
outbox-resolved-resend =
    Envoi { $job } : { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    } vers { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } de nouveau en cours d'envoi.
outbox-resolved-delivered =
    Envoi { $job } : { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    } vers { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } { $requests ->
        [one] enregistrée comme remise.
       *[other] enregistrées comme remises.
    }

# A job sent again (resume, retry, resend) that the team's check stopped; each person it found follows on a line of their own (outbox-stopped-again-person). $job: the job's number.
outbox-stopped-again = L'envoi { $job } n'a pas été renvoyé : la vérification auprès de la base d'équipe l'en empêche. Rien n'a été envoyé.
# $name: the recipient; $why: a colleague's recent message or live claim (composer-team-…).
outbox-stopped-again-person = { $name } : { $why }

# A request's note: what became of it, in the outbox's table. $why: what went wrong, a whole sentence (errors-…).
outbox-team-check-nothing-sent = Rien n'a été envoyé : la vérification de l'équipe n'a pas pu être faite.
outbox-team-check-cannot-use-team = Rien n'a été envoyé : ce poste ne peut pas utiliser la base d'équipe qu'il a rejointe.
outbox-team-check-no-team = Rien n'a été envoyé : cet annuaire n'a pas de base d'équipe à consulter.
outbox-team-check-failed = Rien n'a été envoyé : la vérification auprès de la base d'équipe a échoué.
outbox-team-check-unreachable = La base d'équipe sur { $host } est injoignable : les vérifications « ne pas contacter » et des contacts récents sont impossibles ; rien n'a été envoyé.
outbox-team-check-cannot-check = Les vérifications « ne pas contacter » et des contacts récents sont impossibles ; rien n'a été envoyé.
outbox-note-crashed = L'envoi s'est arrêté de manière inattendue ({ $reason }). Les requêtes en cours ont peut-être été remises ; rien d'autre n'a été envoyé. Reprenez l'envoi pour envoyer le reste.
outbox-note-interrupted = L'envoi a été interrompu pendant que cette requête était en cours : elle a peut-être été remise.
outbox-note-nobody-to-contact = Non envoyée : tous les destinataires de cette requête ont été marqués « ne pas contacter » après la création de l'envoi.
outbox-note-nobody-to-contact-for-team = Non envoyée : tous les destinataires de cette requête ont été marqués « ne pas contacter » pour l'équipe après la création de l'envoi.
outbox-note-marked-delivered = Marquée comme remise par vous.
outbox-note-receipt-unreadable = L'annuaire a accepté le message ; son accusé de réception n'a pas pu être lu.
outbox-note-timed-out-after-sending = L'annuaire n'a pas répondu à temps après l'envoi du message.
outbox-note-broke-after-sending = La connexion a été interrompue après l'envoi du message.
outbox-note-maybe-delivered = { $why } Le message a peut-être été remis : vérifiez avant de le renvoyer.
outbox-note-sign-in-again = Non envoyé. { $why } Reconnectez-vous, puis reprenez l'envoi.
# $count: how many times it was tried.
outbox-note-gave-up =
    { $count ->
        [one] Non remis après { $count } tentative. { $why }
       *[other] Non remis après { $count } tentatives. { $why }
    }
outbox-note-trying-again = { $why } Nous réessaierons.
# $until: a date and time in UTC ("2026-11-18 13:06 UTC"); $hours, $minutes: how long from the answer.
outbox-note-wait-until = L'annuaire nous demande d'attendre jusqu'au { $until } ({ $hours } h { $minutes } min) ; l'envoi est suspendu et reprendra de lui-même à ce moment-là.
outbox-note-wait-over-a-year = L'annuaire nous demande d'attendre plus d'un an ({ $seconds } s) avant d'envoyer davantage ; l'envoi est suspendu. Reprenez-le lorsque la limite de l'annuaire sera passée.
outbox-note-team-away = La base de données de l'équipe n'a pas pu être interrogée pour savoir si un collègue a marqué quelqu'un « ne pas contacter » ; l'envoi est suspendu et sera retenté à { $until }, vérifié d'abord auprès de l'équipe.
outbox-paused-as-it-ran = Suspendu à la fin de son exécution (la fenêtre a été fermée ou le programme arrêté pendant l'envoi) ; le reprendre envoie le reste.
outbox-paused-by-word = Suspendu à la main (dans cette fenêtre, une autre ou en ligne de commande) ; le reprendre envoie le reste.

# $names: the recipients of one request, as a list.
outbox-row-not-delivered = Non distribué : { $names }
outbox-row-left-out = Écartés : { $names }
outbox-select-request = Sélectionner
outbox-resend-selected = Renvoyer les { $count } sélectionnées…
outbox-mark-selected-delivered = Marquer les { $count } sélectionnées comme remises…
outbox-resend-selected-heading = Renvoyer les requêtes incertaines sélectionnées de l'envoi { $job } ?
outbox-delivered-selected-heading = Marquer comme remises les requêtes incertaines sélectionnées de l'envoi { $job } ?
