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

## The lists panel (File → Recipient lists…).

lists-panel-title = Listes de destinataires
lists-panel-none = Aucune liste dans cet annuaire pour l’instant.
lists-panel-name = Liste
lists-panel-members = Membres
lists-panel-where = Emplacement
lists-panel-last-sync = Dernière synchronisation
# A list never synced (a local one).
lists-panel-never = —
lists-panel-local = Locale
lists-panel-gone = Supprimée dans l’annuaire : conservée ici, sans lien
# $permission: one of the lists-panel-permission-* words.
lists-panel-on-directory = Dans l’annuaire ({ $permission })
lists-panel-permission-own = la vôtre
lists-panel-permission-admin = partagée : administration
lists-panel-permission-edit = partagée : modification
lists-panel-permission-view = partagée : lecture seule
lists-panel-sync = Synchroniser avec l’annuaire
lists-panel-sync-hover = Récupère dans l’annuaire vos listes et celles partagées avec vous, et envoie les modifications de ce poste aux listes liées
lists-panel-sync-disabled = Connectez-vous à un annuaire pour synchroniser ses listes
lists-panel-syncing = Synchronisation avec l’annuaire…
# $done, $total: lists synced so far, and in all.
lists-panel-syncing-of = Synchronisation avec l’annuaire : { $done } sur { $total } listes
# $lists: lists synced; $changed: how many of them changed.
lists-panel-synced =
    { $lists ->
        [one] { $lists } liste synchronisée
       *[other] { $lists } listes synchronisées
    } : { $changed } modifiées.
# $name: the list's name.
lists-panel-gone-named = « { $name } » a été supprimée dans l’annuaire : conservée ici, sans lien.
# $name: the list's name.
lists-panel-refused-named = L’annuaire a refusé les modifications de « { $name } » : rien n’a été changé ici.
lists-panel-no-scope = Les listes d’utilisateurs de l’annuaire demandent l’autorisation « userlist », que cette connexion n’a pas reçue : reconnectez-vous pour l’accorder. Tout le reste fonctionne sans elle.
# $why: what went wrong, in technical words.
lists-panel-failed = Les listes n’ont pas pu être synchronisées : { $why }
