# L'éditeur de messages : destinataires, message, confirmation avant l'envoi et envoi effectué.

## La page et la ligne d'envoi

composer-opening = Ouverture du brouillon enregistré…
composer-retry = Réessayer
composer-send-unchecked = Envoyer sans vérification…
    .hover = Envoyer sans les vérifications de l'équipe, après une confirmation qui est consignée
    .waiting = Les vérifications propres à ce poste sont encore en cours
composer-cancel = Annuler
composer-send = Envoyer…
    .hover = Demande confirmation avant l'envoi ({ $shortcut })
    .creating = La boîte d'envoi enregistre l'envoi
    .checking = Les destinataires sont en cours de vérification
    .team-away = La base d'équipe n'a pas pu être interrogée : réessayez, ou envoyez sans vérification
composer-preview = Aperçu
composer-writing-job = Enregistrement de l'envoi dans la boîte d'envoi…
composer-checking-recipients = Vérification des destinataires (mentions « ne pas contacter » et messages récents)…
composer-fix-fields = Corrigez les champs signalés pour envoyer.
composer-requests-personal =
    { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } en { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    } (une chacun : le message est personnalisé).
composer-requests =
    { $recipients ->
        [one] { $recipients } destinataire
       *[other] { $recipients } destinataires
    } en { $requests ->
        [one] { $requests } requête
       *[other] { $requests } requêtes
    } ({ $size } destinataires au plus par requête).

## Les champs du message

composer-sender-name = Nom de l'expéditeur
    .hint = Votre nom tel que les destinataires le voient
composer-sender-email = E-mail de l'expéditeur
    .hint = Où arrivent les réponses
composer-type = Type
composer-type-other = Autre
composer-type-rfq = Demande de devis
composer-type-job = Offre de mission
composer-subject = Objet
composer-message = Message
    .hint = Écrivez ici aux freelances.
composer-characters =
    { $count ->
        [one] { $count } caractère
       *[other] { $count } caractères
    }
composer-saved-as-you-type = · enregistré pendant la saisie ·
composer-insert = Insérer :
    .hover = Le { composer-field } propre à chaque destinataire, à la position du curseur

## Personnalisation : champs variables et valeurs de remplacement

composer-field =
    { $field ->
        [site_name] nom affiché
        [first_name] prénom
       *[last_name] nom
    }
composer-either = { $first } ou { $second }
composer-personal = Chaque destinataire reçoit sa propre requête
composer-personal-explained = Le message contient des champs variables : il part donc en une requête par destinataire, avec ses propres informations. Si un profil n'en a pas, la valeur de remplacement est utilisée.
composer-personal-unverified =
    { $count ->
        [one] { $count } profil de destinataire n'a pas été lu pendant cette session : vérifiez les destinataires pour utiliser leurs informations.
       *[other] { $count } profils de destinataires n'ont pas été lus pendant cette session : vérifiez les destinataires pour utiliser leurs informations.
    }
composer-fallback = Remplacement pour { $token }
    .hint = si un profil n'a pas de { composer-field }
    .left-out = le mot est omis
composer-leave-placeholder-out = Omettre { $token }
    .hover = Si un profil n'a pas cette information, le champ variable est remplacé par rien
composer-every-recipient-has-one = chaque destinataire en a un
composer-lacking-left-out =
    { $count ->
        [one] { $count } destinataire sans { composer-field } : il est omis pour lui
       *[other] { $count } destinataires sans { composer-field } : il est omis pour eux
    }
composer-lacking-give-fallback =
    { $count ->
        [one] { $count } destinataire sans { composer-field } : indiquez une valeur de remplacement
       *[other] { $count } destinataires sans { composer-field } : indiquez une valeur de remplacement
    }
composer-lacking-gets-fallback =
    { $count ->
        [one] { $count } destinataire sans { composer-field } : il reçoit la valeur de remplacement
       *[other] { $count } destinataires sans { composer-field } : ils reçoivent la valeur de remplacement
    }

## L'aperçu

composer-preview-for = Aperçu pour
composer-preview-no-fallback = { $name } n'a pas de { $fields } et il n'y a pas de valeur de remplacement.
composer-from = De
composer-to = À
composer-names-and-more =
    { $count ->
        [one] { $names } et { $count } autre
       *[other] { $names } et { $count } autres
    }

## Les destinataires

composer-recipients = Destinataires ({ $count })
composer-add-from-list = Ajouter depuis une liste ▾
composer-no-lists = Aucune liste dans cet annuaire pour l'instant : « Enregistrer comme liste… » en crée une.
composer-save-as-list = Enregistrer comme liste…
    .hover = Garder ces destinataires dans une liste nommée, pour les ajouter de nouveau plus tard
composer-no-recipients = Sélectionnez des freelances dans le tableau des résultats, puis « Ajouter la sélection aux destinataires ».
composer-remove-all = Tout retirer
composer-do-not-contact-mark = ⛔ ne pas contacter
composer-chip-unknown = Absent de l'annuaire
composer-chip-do-not-contact = Marqué « ne pas contacter » : exclu de tous les messages
composer-chip-remove = Cliquez pour retirer
composer-and-more = …et { $count } de plus
composer-marked-left-out =
    { $count ->
        [one] { $count } destinataire marqué « ne pas contacter » : exclu de tous les messages.
       *[other] { $count } destinataires marqués « ne pas contacter » : exclus de tous les messages.
    }
composer-list-added =
    { $count ->
        [one] { $count } ajouté depuis la liste « { $name } » ({ $all } au total).
       *[other] { $count } ajoutés depuis la liste « { $name } » ({ $all } au total).
    }
composer-list-added-some-there =
    { $count ->
        [one] { $count } ajouté depuis la liste « { $name } » ({ $all } au total), { $already ->
            [one] { $already } déjà présent
           *[other] { $already } déjà présents
        }.
       *[other] { $count } ajoutés depuis la liste « { $name } » ({ $all } au total), { $already ->
            [one] { $already } déjà présent
           *[other] { $already } déjà présents
        }.
    }
composer-locked-checking = Non ajoutés : les destinataires sont en cours de vérification pour un envoi. Envoyez-le ou revenez en arrière d'abord, puis ajoutez-les (ils seront alors vérifiés aussi).
composer-locked-creating = Non ajoutés : un envoi est en cours d'enregistrement dans la boîte d'envoi. Ajoutez-les une fois qu'il l'est.

## Vérifier les destinataires (rechercher chacun)

composer-verify = Vérifier les destinataires
    .hover = Recherche chaque destinataire : un seul destinataire inconnu fait échouer toute sa requête
    .all-looked-up = Tous les destinataires ont été recherchés pendant cette session
composer-not-connected = Pas de connexion à l'annuaire
composer-all-looked-up =
    { $count ->
        [one] { $count } destinataire recherché pendant cette session.
       *[other] Les { $count } destinataires ont été recherchés pendant cette session.
    }
composer-not-looked-up =
    { $count ->
        [one] { $count } destinataire non recherché pendant cette session.
       *[other] { $count } destinataires non recherchés pendant cette session.
    }
composer-unknown =
    { $count ->
        [one] { $count } destinataire est absent de l'annuaire : une requête qui en contient un échoue entièrement et n'atteint personne.
       *[other] { $count } destinataires sont absents de l'annuaire : une requête qui en contient un échoue entièrement et n'atteint personne.
    }
composer-leave-out-unknown = Exclure les inconnus ({ $count })
    .hover = Les retire des destinataires ; les autres restent
composer-left-out-unknown =
    { $count ->
        [one] { $count } destinataire inconnu exclu : l'annuaire ne le connaît pas.
       *[other] { $count } destinataires inconnus exclus : l'annuaire ne les connaît pas.
    }
composer-verifying = Vérification des destinataires : { $done } sur { $total }
composer-cancel-verification = Annuler la vérification
composer-could-not-check =
    { $count ->
        [one] { $count } destinataire n'a pas pu être vérifié ({ $why }). C'est passager : vérifiez de nouveau dans un instant.
       *[other] { $count } destinataires n'ont pas pu être vérifiés ({ $why }). C'est passager : vérifiez de nouveau dans un instant.
    }

## La confirmation avant l'envoi

composer-confirm = Envoyer ce message ?
composer-confirm-goes-to =
    { $count ->
        [one] « { $subject } » part à { $count } destinataire.
       *[other] « { $subject } » part à { $count } destinataires.
    }
composer-confirm-from = De { $sender }, comme { $message_type }.
composer-nothing-to-send = Rien à envoyer
    .why = Tous les destinataires sont marqués « ne pas contacter ».
    .with-team = Tous les destinataires sont marqués « ne pas contacter » ou reçoivent en ce moment un message d'un collègue.
composer-outbox-keeps = La boîte d'envoi suit le sort de chaque requête, même après un redémarrage ; vous pouvez y suspendre ou annuler.
composer-unknown-will-fail =
    { $count ->
        [one] { $count } destinataire absent de l'annuaire : les requêtes qui le contiennent échoueront.
       *[other] { $count } destinataires absents de l'annuaire : les requêtes qui les contiennent échoueront.
    }
composer-unverified-may-fail =
    { $count ->
        [one] { $count } destinataire n'a pas été recherché pendant cette session. Un seul destinataire inconnu fait échouer toute sa requête.
       *[other] { $count } destinataires n'ont pas été recherchés pendant cette session. Un seul destinataire inconnu fait échouer toute sa requête.
    }
composer-unchecked-risk = Envoyé maintenant, il ne passe que les vérifications propres à ce poste : les destinataires qu'un collègue a marqués « ne pas contacter », a contactés récemment ou contacte en ce moment ne sont pas visibles et pourraient être contactés deux fois.
composer-unchecked-understood = J'ai compris : envoyer sans les vérifications de l'équipe (c'est consigné, et l'équipe en est informée dès son retour)
composer-send-now = Envoyer maintenant
composer-verify-first = Vérifier d'abord
composer-go-back = Retour

## Ce que les garde-fous ont trouvé, dans la confirmation

composer-guard-do-not-contact =
    { $count ->
        [one] ⛔ { $count } destinataire marqué « ne pas contacter » est exclu : rien ne lui est envoyé.
       *[other] ⛔ { $count } destinataires marqués « ne pas contacter » sont exclus : rien ne leur est envoyé.
    }
composer-guard-do-not-contact-name = { $name } (ne pas contacter)
composer-guard-recent =
    { $count ->
        [one] { $count } destinataire a reçu
       *[other] { $count } destinataires ont reçu
    } un message de cet environnement { $days ->
        [one] au cours du dernier jour
       *[other] au cours des { $days } derniers jours
    } :
composer-guard-team-do-not-contact =
    { $count ->
        [one] ⛔ { $count } destinataire marqué « ne pas contacter » par l'équipe est exclu :
       *[other] ⛔ { $count } destinataires marqués « ne pas contacter » par l'équipe sont exclus :
    }
composer-guard-marked-by = { $name } : par { $coordinator }
composer-guard-marked-by-why = { $name } : par { $coordinator } ({ $reason })
composer-guard-team-recent =
    { $count ->
        [one] { $count } destinataire a reçu
       *[other] { $count } destinataires ont reçu
    } un message de collègues { $days ->
        [one] au cours du dernier jour
       *[other] au cours des { $days } derniers jours
    } :
composer-guard-claimed =
    { $count ->
        [one] { $count } destinataire reçoit en ce moment un message d'un collègue et est exclu :
       *[other] { $count } destinataires reçoivent en ce moment un message d'un collègue et sont exclus :
    }
composer-guard-team-checked = Vérifié auprès de la base d'équipe sur { $host }.
composer-guard-leave-out = Les exclure
    .hover = Envoyer uniquement aux autres destinataires
    .nobody-else = Il ne resterait personne d'autre à qui envoyer
composer-guard-send-too = Leur envoyer aussi
    .hover = Envoyer à tous les destinataires non marqués « ne pas contacter »

## Le dernier envoi

composer-job-going = L'envoi { $id } est dans la boîte d'envoi…
composer-job = Envoi { $id }
composer-job-progress =
    { $done ->
        [one] { $done } requête traitée sur { $total }
       *[other] { $done } requêtes traitées sur { $total }
    }
composer-job-recipients = Destinataires : { $people }
composer-open-in-outbox = Ouvrir dans la boîte d'envoi
composer-compose-again =
    { $count ->
        [one] Réécrire au destinataire non atteint
       *[other] Réécrire aux { $count } destinataires non atteints
    }
    .busy = Envoyez ou effacez d'abord le message en cours de rédaction
composer-hide-progress = Masquer la progression
composer-may-have-received =
    { $count ->
        [one] { $count } destinataire l'a peut-être reçu : la réponse à sa requête s'est perdue. Il ne sera renvoyé que si vous le décidez dans la boîte d'envoi.
       *[other] { $count } destinataires l'ont peut-être reçu : la réponse à leur requête s'est perdue. Il ne sera renvoyé que si vous le décidez dans la boîte d'envoi.
    }

## Pourquoi rien n'a été envoyé

composer-check-failed = Rien n'a été envoyé : les destinataires n'ont pas pu être vérifiés (mentions « ne pas contacter » et messages récents). Votre message est toujours là.
composer-outbox-refused = Rien n'a été envoyé : la boîte d'envoi n'a pas pu prendre l'envoi. Votre message est toujours là.
composer-closed-while-creating = La connexion a été fermée avant que la boîte d'envoi confirme l'envoi. Consultez la boîte d'envoi avant de renvoyer : il a peut-être été créé.
composer-closed-while-checking = La connexion a été fermée avant la réponse de la base d'équipe. Rien n'a été envoyé ; votre message est toujours là.
composer-guard-recent-waiting = en attente dans l'envoi { $job }, qui l'enverra à son exécution
composer-guard-recent-sent = { $ago } (envoi { $job })
composer-guard-recent-perhaps = peut-être { $ago } (envoi { $job } ; sa réponse n'est jamais arrivée)
composer-team-contact-sent = contacté { $ago } par { $by } (envoi « { $subject } »)
composer-team-contact-pending = contacté { $ago } par { $by } (envoi « { $subject } » ; retenu par l'annuaire ou en attente d'envoi)
composer-team-contact-unknown = peut-être contacté { $ago } par { $by } (envoi « { $subject } » ; sa réponse n'est jamais arrivée)
composer-team-claim = en cours de contact par { $by } (envoi « { $subject } », commencé { $ago })
composer-team-claim-no-subject = en cours de contact par { $by } (commencé { $ago })
