# Les détails à côté du tableau des résultats.

inspector-select-row = Sélectionnez une ligne pour afficher les détails du freelance.
inspector-copy-uuid = Copier l'UUID
inspector-refresh = Actualiser
inspector-do-not-contact = ⛔ Marqué « ne pas contacter » : exclu de tous les messages.
inspector-looking-up = Recherche en cours…
inspector-not-found = Introuvable
inspector-not-allowed = Non autorisé
inspector-lookup-failed = Recherche impossible

## Ce que cette application a déjà envoyé au freelance.

inspector-history-failed = Impossible de lire les envois précédents.
inspector-history-none = Jamais contacté d'ici dans cet annuaire.
inspector-history-title = Déjà contacté ({ $count })
inspector-history-entry =
    { $at } · { $state ->
        [pending] en attente de validation
       *[sent] envoyé
    } · « { $subject } » (envoi { $job })
inspector-history-more =
    { $count ->
        [one] …et { $count } plus ancien : voir la boîte d'envoi
       *[other] …et { $count } plus anciens : voir la boîte d'envoi
    }

## Les sections du profil.

inspector-name-not-shown = (nom non communiqué)
inspector-open-profile = Ouvrir la page du profil
inspector-identity = Identité
inspector-account-type = Type de compte
inspector-account-type-code = type de compte { $code }
inspector-experience = Années d'expérience
inspector-native-language = Langue maternelle
inspector-contact = Coordonnées
inspector-name = Nom
inspector-company = Société
inspector-email = E-mail
inspector-phone = Téléphone
inspector-mobile = Portable
inspector-country = Pays
inspector-country-code = code pays { $code }
inspector-time-zone = Fuseau horaire
inspector-local-time = Heure locale
inspector-city = Ville
inspector-website = Site web
inspector-skype = Skype
inspector-twitter = Twitter
inspector-skills = Compétences
inspector-language-pairs = Paires de langues
inspector-none-listed = aucune indiquée
inspector-not-shown = non communiqué
inspector-pair = { $pair } : { $services }
inspector-no-services = aucune prestation indiquée
inspector-pair-codes = paire { $pair } ; prestations { $services }
inspector-disciplines = Domaines
inspector-discipline-level = { $name } ({ $level })
inspector-level-not-shown = niveau non communiqué
inspector-discipline-id =
    { $kind ->
        [specific-discipline] domaine spécialisé { $id }
       *[discipline] domaine { $id }
    }
inspector-discipline-id-not-shown =
    { $kind ->
        [specific-discipline] identifiant du domaine spécialisé non communiqué
       *[discipline] identifiant du domaine non communiqué
    }
inspector-membership = Adhésion
inspector-status = Statut
inspector-expires = Expire le
inspector-expired = Expirée le
inspector-certified-pro = Certified PRO
inspector-plus-package = Forfait Plus
inspector-yes = oui
inspector-no = non
inspector-other-fields = Autres champs ({ $count })
inspector-raw-json = JSON brut
inspector-copy-json = Copier le JSON
inspector-history-open-job = Ouvrir cet envoi dans la boîte d'envoi
