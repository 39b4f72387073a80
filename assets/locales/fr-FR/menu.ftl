# La barre de menus : Fichier, Affichage et leurs entrées.

menu-file = Fichier
menu-view = Affichage
menu-import-uuids = Importer des UUID depuis un fichier…
    .hover = CSV, texte, e-mail : chaque UUID qu'il contient va dans la zone de recherche
menu-import-uuids-title = Importer des UUID
menu-filter-lists = Listes et texte
menu-filter-all = Tous les fichiers
menu-import-list = Importer une liste depuis un fichier…
    .hover = Chaque UUID d'un fichier (CSV uuid,nom ou tout texte) devient une liste nommée
menu-import-list-title = Importer une liste de destinataires
menu-export-list = Exporter une liste…
menu-export-list-entry = { $name } ({ $members })
menu-export-list-title = Exporter la liste de destinataires
menu-no-lists = Aucune liste dans cet annuaire pour l'instant
menu-downloads-default = Téléchargements (par défaut)
menu-exports-go-to = Les exports CSV vont dans : { $folder }
menu-choose-export-folder = Choisir le dossier d'export…
menu-choose-export-folder-title = Dossier des exports CSV
menu-export-to-downloads = Exporter à nouveau dans Téléchargements
menu-zoom = Zoom : { $percent } %
menu-zoom-in = Zoom avant
menu-zoom-out = Zoom arrière
menu-actual-size = Taille réelle
menu-language = Langue
menu-language-system = Langue du système ({ $language })
