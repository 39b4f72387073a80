# Listes de destinataires nommées : lecture et écriture des fichiers de liste, et la boîte de dialogue qui nomme une liste.

lists-file-unreadable = Impossible de lire { $file } : { $why }
lists-file-empty = { $file } est vide : il n'y a rien à importer.
lists-file-no-uuids = Aucun UUID trouvé dans { $file } : un fichier de liste contient un UUID de freelance par ligne (CSV uuid,nom, liens de profil ou tout autre texte).
lists-exported =
    Liste « { $name } » ({ $count ->
        [one] { $count } membre
       *[other] { $count } membres
    }) exportée vers { $path }
lists-export-failed = Impossible d'exporter la liste « { $name } » : { $why }

## La boîte de dialogue qui nomme une nouvelle liste.

lists-save-title = Enregistrer comme liste
lists-save-from =
    { $count ->
        [one] { $count } destinataire
       *[other] { $count } destinataires
    } provenant de { $source }.
lists-name = Nom de la liste
lists-exists =
    Une liste « { $name } » existe déjà ({ $count ->
        [one] { $count } membre
       *[other] { $count } membres
    }) : l'enregistrer la remplacera.
lists-replace = Remplacer la liste
lists-save = Enregistrer la liste
lists-name-needed = Donnez un nom à la liste
lists-cancel = Annuler

## Lists linked to the directory's own user lists.

# $name: the list's name.
lists-view-only = Une liste partagée avec vous dans l’annuaire en lecture seule : « { $name } » ne peut pas être modifiée ici.
# $name: the list's name.
lists-linked-not-deleted = « { $name } » se trouve dans l’annuaire : elle ne peut pas être supprimée ici (la prochaine synchronisation la ramènerait).
