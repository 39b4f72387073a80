# Le panneau « Offres » : une mission proposée par vagues à des indépendants classés jusqu'à ce que l'un accepte.

## Le tableau

offers-reading = Lecture des offres…
offers-unlisted = Les offres n'ont pas pu être lues.
offers-unreadable-line = L'offre { $offer } ne peut pas être lue par cette version et n'avance plus ; les autres ne sont pas concernées.
offers-open = Offres ouvertes ({ $count })
offers-none-open = Aucune offre ouverte dans cet annuaire.
offers-card-title = Offre { $offer } : { $title }
offers-wave =
    { $wave ->
        [0] Pas encore de vague (environ { $waves } en tout)
       *[other] Vague { $wave } sur environ { $waves }
    }
offers-at = { $time } (dans { $left })
offers-next-now = Prochaine étape maintenant
offers-next-wave-at = Prochaine vague à { $when }
offers-working-hours-at = En attente des heures de travail : prochain message à { $when }
offers-working-hours = En attente des heures de travail des indépendants
offers-next-send-theirs = { $when } ; chez eux : { $theirs } ({ $zone })
offers-wave-waits = Offre { $offer } : la nouvelle vague attend les heures de travail ; son prochain message part à { $when }.
offers-event-wave-waits = Une vague a commencé ; son prochain message part à { $when }
offers-journal = Historique
offers-held = En pause : aucune vague ne part avant que vous la relanciez
offers-undelivered = Aucun message de cette vague n’a atteint personne : voyez la boîte d’envoi, puis envoyez la vague suivante à la main
offers-sending = Messages en cours d'envoi
offers-choosing-until = Quelqu'un a accepté : choisissez à qui confier la mission avant { $when }
offers-choosing = Quelqu'un a accepté : choisissez à qui confier la mission
offers-last-wave-until = Proposée à tous ; l'attente de la dernière vague se termine à { $when }
offers-over = Terminée
offers-late-answers-until = Proposée à tous, personne n'a encore accepté : une acceptation tardive peut encore obtenir le travail jusqu'à l'échéance, { $when }
offers-late-answers = Proposée à tous, personne n'a encore accepté : une acceptation tardive peut encore obtenir le travail
offers-answers = Acceptée { $accepted } · refusée { $declined } · questions { $question } · sans réponse { $none }
offers-next-candidate = Ensuite : { $name }
offers-trouble = La boîte d'envoi n'a pas pu effectuer la dernière étape de cette offre ; nouvel essai dans une minute.

## Commandes

offers-hold = Mettre en pause
offers-hold-hint = Aucune vague ne part d'elle-même tant que vous ne relancez pas l'offre.
offers-let-go = Relancer
offers-let-go-hint = Les vagues repartent à leur échéance.
offers-next-wave-now = Envoyer la vague suivante maintenant
    .hover = Ouvre la vague suivante tout de suite, sans attendre la fin de celle-ci ; ses messages ne partent toujours que selon les règles de l'offre (heures de travail, ne pas contacter, échéance).
    .held = L'offre est suspendue : relancez-la d'abord.
    .choosing = Quelqu'un a accepté : choisissez qui obtient la mission, ou attendez la fin du délai de choix.
    .nobody = La mission a déjà été proposée à tout le monde.
offers-cancel = Annuler l'offre…
offers-cancel-confirm = Annuler cette offre ? Aucune vague ne partira plus, et tous ceux qui l'ont reçue sans la refuser seront prévenus.
offers-cancel-yes = Oui, l'annuler
offers-cancel-keep = La garder

## Candidats

offers-column-name = Indépendant
offers-column-wave = Vague
offers-column-message = Message
offers-column-reach = Remise
offers-column-answer = Réponse
offers-sent-at = envoyé
offers-due-at = part
offers-time-both = { $when } { $ours } (chez eux : { $theirs })
offers-time-ours = { $when } { $ours }
offers-reach-not-offered = pas encore proposée
offers-reach-going = en route
offers-reach-reached = remis
offers-reach-maybe = peut-être arrivé
offers-reach-not-reached = non remis
offers-left-out-do-not-contact = écarté : marqué « ne pas contacter »
offers-left-out-gone = écarté : n'est plus dans l'annuaire
offers-left-out-claimed = écarté : { $by } lui écrit en ce moment
offers-left-out-not-sent = écarté : le message n'a pas pu être écrit
offers-left-out-never-reached = l’offre ne leur est jamais parvenue : ils ne sont pas prévenus de son issue
offers-answer-accepted = Accepte
offers-answer-declined = Refuse
offers-answer-question = Question
offers-answer-none = Pas de réponse
offers-answered = { $answer } ({ $at })
offers-inspector-heading = Offres
offers-responsiveness = A répondu à { $answered } offres sur { $offered }, en a accepté { $accepted }
# $counts: offers-responsiveness; $median: a duration like 2h or 1h30m.
offers-responsiveness-median = { $counts } ; réponse médiane en { $median }
offers-responsiveness-in-pair = { $pair } : { $record }
# $ago: how long ago (vendor-ago-…); $by: who recorded the answer (a colleague's name).
offers-last-answer = Dernière réponse { $ago }.
offers-last-answer-by = Dernière réponse { $ago }, notée par { $by }.
offers-give-job = Lui confier la mission

## Réponse collée

offers-paste-reply = Coller une réponse
offers-paste-hint = Collez le texte d'une réponse par e-mail à cette offre
offers-reply-from = Cette réponse vient de { $name }.
offers-reply-proposes = Elle semble dire : { $answer }
offers-record-as = Enregistrer « { $answer } »
offers-reply-nobody = La réponse ne nomme aucun des candidats à qui la mission a été proposée (ni UUID, ni lien de profil, ni nom complet).
offers-reply-several = La réponse peut venir de plusieurs candidats : choisissez lequel.

## Offres terminées

offers-history = Historique ({ $count })
offers-history-title =
    Offre { $offer } : { $title } ({ $state ->
        [filled] pourvue
        [cancelled] annulée
        [expired] échéance dépassée
       *[other] personne n'a accepté
    })
offers-given-to = La mission est allée à { $name }.
# $when: a time and how long until it (offers-at).
offers-filled-undo-until = L'offre { $offer } est allée à { $name } ; les autres sont prévenus { $when }.
offers-filled-undo = L'offre { $offer } est allée à { $name } ; personne n'a encore été prévenu.
offers-undo-fill = Annuler
offers-event-answer = { $name } a répondu : { $answer }
offers-event =
    { $kind ->
        [created] Offre créée
        [wave] Une vague a commencé
        [offered] Proposée à { $name }
        [left_out] { $name } écarté
        [filled] Pourvue par { $name }
        [cancelled] Annulée
        [exhausted] Proposée à tous, personne n'a accepté
        [expired] Échéance dépassée : plus de vagues
        [fill_undone] Attribution annulée
        [held] Mise en pause
        [let_go] Relancée
        [next_wave_asked] Vague suivante demandée tout de suite
        [closing] Message de clôture à { $name }
        [closing_skipped] Pas de message de clôture à { $name }
        [recent_included] Proposé à { $name } bien que contacté récemment, sur votre parole
        [recent_left_out] Candidats contactés récemment écartés, sur votre parole
       *[other] { $kind } { $name }
    }

## Nouvelles

offers-unreadable = L'offre { $offer } n'a pas pu être lue.
offers-change-refused = L'offre { $offer } n'a pas été modifiée.
offers-filled-news = L'offre { $offer } est pourvue.
offers-already-recorded = Cette réponse était déjà enregistrée ({ $at }) ; elle n'est pas comptée deux fois.
offers-answer-after-close =
    La réponse a été enregistrée, mais l'offre était déjà { $state ->
        [filled] pourvue
        [cancelled] annulée
       *[other] terminée
    }.

## La boîte « Proposer une mission… »

offers-form-heading = Proposer une mission
offers-form-title = Titre
offers-form-pair-from = Paire de :
offers-form-pair-to = Paire vers :
offers-form-service = Prestation
offers-form-volume = Volume
offers-form-rate = Tarif
offers-form-deadline-date = Échéance (date, votre heure)
offers-form-date-hint = AAAA-MM-JJ, ou vide pour aucune
offers-form-deadline-time = Échéance (heure, votre heure)
offers-form-sender-name = Votre nom
offers-form-sender-email = Votre e-mail
offers-form-subject = Objet
offers-form-body = Message
offers-form-wave-size-label = Indépendants par vague
offers-form-wave-wait = Attente par vague
offers-form-send-when = Envoyer :
offers-form-working-hours = pendant leurs heures de travail
offers-form-now = tout de suite
offers-form-who-fills = Qui obtient la mission :
offers-form-first-accept = le premier qui accepte
offers-form-i-pick = je choisis parmi ceux qui acceptent
offers-form-pick-within = Délai pour choisir
offers-form-candidates = Candidats, dans l'ordre de l'offre ({ $count })
offers-form-rank = Classer
    .hover = Les classe : d’abord ceux placés en premier, puis par statut de fournisseur (actif, potentiel, aucun, en pause ou trop cher), puis selon leur disponibilité aux jours de l’offre, puis selon leur réactivité aux offres (dans la paire de langues du travail, si on leur en a déjà proposé dans celle-ci)
offers-form-asking-availability = Demande de leurs disponibilités à l'annuaire…
# $percent: 0 to 100, their mean availability on the offer's days.
offers-form-free = libre à { $percent } %
offers-form-availability-unknown = —
offers-form-availability =
    .hover = La part de leurs jours ouvrés qu’ils ont de libre d’aujourd’hui au jour de votre échéance (sans échéance : les 5 prochains jours ouvrés), telle qu’ils l’ont indiquée dans l’annuaire ; — si elle n’est pas connue
offers-form-no-account = Pas encore connecté : l’offre pourra être enregistrée dès que l’annuaire aura dit qui vous êtes.
offers-form-left-out-marked = Écartés car marqués « ne pas contacter » : { $count }
offers-form-left-out-beyond = Écartés au-delà des { $most } qu’une offre peut avoir : { $count }
offers-form-pinned = En premier
offers-form-up = Monter
offers-form-down = Descendre
offers-form-save = Créer l'offre
    .hover = Montre qui reçoit la première vague et quand, avant que rien ne soit créé ni envoyé
offers-form-close = Fermer
offers-form-written = L'offre { $offer } est créée ; sa première vague part comme la revue l'a montré.
offers-form-refused = L'offre n'a pas été créée :
offers-form-no-title = Donnez un titre à la mission.
offers-form-no-message = Le message a besoin d'un objet et d'un texte.
offers-form-no-candidates = Sélectionnez au moins un indépendant dans le tableau.
offers-form-wave-size = Une vague compte de 1 à { $most } indépendants.
offers-form-deadline-unreadable = « { $typed } » n'est pas une date et une heure : saisissez-les comme 2026-12-01 et 17:00.
offers-form-deadline-past = L'échéance { $typed } est déjà passée.
offers-form-wait-unreadable = « { $typed } » n'est pas une durée : saisissez-la comme 2h, 90m ou 1d.

## Nouvelle offre ▾

offers-new-menu = Nouvelle offre ▾
    .hover = Proposer une mission à une liste enregistrée, ou à des indépendants selon leur fiche fournisseur. (La sélection du tableau et une page de résultats de recherche ont leur propre « Proposer une mission… ».)
offers-new-from-list = Depuis une liste enregistrée
offers-new-no-lists = Aucune liste enregistrée
offers-new-list-entry = { $name } ({ $count })
offers-new-from-vendors = Depuis les fiches fournisseur
offers-new-status = Statut :
offers-new-any-status = Tout statut
offers-new-tag = Étiquette :
offers-new-from-vendors-go = Leur proposer une mission…
offers-new-pick-something = Choisissez un statut, une étiquette ou les deux.
offers-new-no-vendors = Aucune fiche fournisseur ne correspond à votre choix.
offers-new-vendors-unreadable = Les fiches fournisseur n'ont pas pu être lues.

## Les problèmes de l'offre et sa revue avant la première vague

offers-form-pair-half = Choisissez les deux langues de la paire, ou aucune.
offers-form-pair-same = Les deux langues de la paire sont identiques.
# $name: a language the directory's own list does not have.
offers-form-pair-foreign = { $name } n'est pas une langue de cet annuaire : choisissez-la à nouveau dans la liste.
offers-form-fix =
    { $count ->
        [one] Corrigez le { $count } problème signalé ci-dessus pour continuer.
       *[other] Corrigez les { $count } problèmes signalés ci-dessus pour continuer.
    }
offers-review-check-failed = Impossible de vérifier qui est marqué ou a été contacté récemment ; rien n'a été créé :
offers-review-heading = Avant la première vague
offers-review-still-asking = L'annuaire est encore interrogé sur leurs heures de travail et fuseaux ; les heures suivent à leur arrivée.
offers-review-first-wave =
    { $count ->
        [one] La première vague : { $count } indépendant
       *[other] La première vague : { $count } indépendants
    }
offers-review-nobody = Il ne reste personne à qui proposer le travail.
offers-review-goes-now = part maintenant
offers-review-goes-their-hours = part au début de leurs heures de travail
offers-review-goes-later = part plus tard
# $time: a date and time, with the zone it is in.
offers-review-their-time = leur heure { $time }
offers-review-your-time = votre heure { $time }
offers-review-zone-guessed = leur fuseau inconnu : le vôtre est supposé
offers-review-hours-guessed = leurs heures inconnues : 09:00–18:00 supposé
offers-review-messaged-recently = contacté récemment
offers-review-later =
    { $count ->
        [one] { $count } de plus dans les vagues suivantes, si personne n'accepte.
       *[other] { $count } de plus dans les vagues suivantes, si personne n'accepte.
    }
offers-review-left-out =
    { $count ->
        [one] Écarté : { $count }
       *[other] Écartés : { $count }
    }
offers-review-why-do-not-contact = marqué à ne pas contacter
# $coordinator: the colleague who marked them.
offers-review-why-team-do-not-contact = marqué à ne pas contacter par { $coordinator }
# $problem: why the team database could not be asked.
offers-review-team-away = La base de l'équipe n'a pas pu être interrogée ({ $problem }) ; chaque vague est vérifiée auprès d'elle à son envoi.
offers-review-why-recent = contacté récemment, écarté sur votre parole
offers-review-recent-left-out = Ils sont écartés de l'offre.
offers-review-recent-included = Le travail leur est aussi proposé.
offers-review-change = Changer
offers-review-word-first = Dites d'abord si le travail est aussi proposé aux personnes contactées récemment.
offers-review-back = Retour
    .hover = Retour au formulaire, tout comme vous l'avez laissé
offers-review-confirm = Envoyer la première vague

## The open offers' table, and the buttons for the offers and candidates selected

offers-column-offer = Offre
offers-column-waits = En attente de
offers-column-answers = Réponses
offers-select-offer = Sélectionner cette offre
offers-select-offers-first = Sélectionnez d’abord des offres : cliquez sur une ligne ; Ctrl-clic, Maj-clic ou Espace en sélectionnent d’autres.
offers-hold-selected =
    { $count ->
        [0] Mettre en pause les offres sélectionnées
        [one] Mettre en pause l’offre sélectionnée
       *[other] Mettre en pause les { $count } offres sélectionnées
    }
    .hover = Aucune de leurs vagues ne part d’elle-même tant que vous ne les relancez pas.
    .none = Les offres sélectionnées sont déjà en pause.
offers-let-go-selected =
    { $count ->
        [0] Relancer les offres sélectionnées
        [one] Relancer l’offre sélectionnée
       *[other] Relancer les { $count } offres sélectionnées
    }
    .hover = Leurs vagues repartent à leur échéance.
    .none = Aucune des offres sélectionnées n’est en pause.
offers-select-candidate = Sélectionner ce candidat
offers-bulk-answer =
    { $count ->
        [0] Enregistrer « { $answer } » pour la sélection
        [one] Enregistrer « { $answer } » pour le sélectionné
       *[other] Enregistrer « { $answer } » pour les { $count } sélectionnés
    }
    .hover = Enregistré pour chacun, comme le fait le bouton de sa propre ligne.
    .none-selected = Sélectionnez d’abord des candidats : cliquez sur une ligne ; Ctrl-clic, Maj-clic ou Espace en sélectionnent d’autres.
    .none-apply = Aucun des sélectionnés n’a encore reçu l’offre, ou chacun a déjà cette réponse.
    .not-open = L’offre est terminée : ses réponses restent telles quelles.
offers-clear-selection = Effacer la sélection
