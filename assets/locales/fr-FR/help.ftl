# Le menu Aide, la fenêtre « À propos » et l'offre d'ouvrir un rapport de plantage.
# « Directory Desk » est le nom de l'application et n'est pas traduit.

help-menu = Aide
help-about = À propos de Directory Desk
help-open-logs = Ouvrir le dossier des journaux
    .hover = Les fichiers journaux et les éventuels rapports de plantage, à joindre à une demande d'assistance
help-copy-diagnostics = Copier les diagnostics
    .hover = Version, build, système, moteur de rendu et annuaire, pour une demande d'assistance. Aucune clé, aucun jeton ni aucune adresse e-mail.
help-could-not-make = Impossible de créer { $path } : { $problem }
help-could-not-open = Impossible d'ouvrir { $path } : { $problem }

## La fenêtre « À propos »

help-about-description = Un poste de travail pour le personnel des agences de traduction : rechercher des freelances dans l'annuaire des services de traduction et leur écrire en toute sécurité.
help-version = Version
help-build = Build
help-licence = Licence
help-renderer = Moteur de rendu

## Après un plantage

help-crash-offer = Directory Desk s'est fermé de manière inattendue la dernière fois. Un rapport de plantage a été enregistré (il ne contient ni clé ni jeton) ; joignez-le à une demande d'assistance.
help-open-crash-report = Ouvrir le rapport de plantage
help-dismiss = Ignorer
