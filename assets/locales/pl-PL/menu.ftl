# Pasek menu: Plik, Widok i ich pozycje.

menu-file = Plik
menu-view = Widok
menu-import-uuids = Importuj UUID z pliku…
    .hover = CSV, tekst, e-mail: każdy zawarty UUID trafia do pola wyszukiwania
menu-import-uuids-title = Importuj UUID
menu-filter-lists = Listy i tekst
menu-filter-all = Wszystkie pliki
menu-import-list = Importuj listę z pliku…
    .hover = Każdy UUID z pliku (CSV uuid,nazwa lub dowolny tekst) jako nazwana lista
menu-import-list-title = Importuj listę odbiorców
menu-export-list = Eksportuj listę…
menu-export-list-entry = { $name } ({ $members })
menu-export-list-title = Eksportuj listę odbiorców
menu-no-lists = W tym katalogu nie ma jeszcze list
menu-downloads-default = Pobrane (domyślnie)
menu-exports-go-to = Eksporty CSV trafiają do: { $folder }
menu-choose-export-folder = Wybierz folder eksportu…
menu-choose-export-folder-title = Folder eksportów CSV
menu-export-to-downloads = Znowu eksportuj do Pobranych
menu-zoom = Powiększenie: { $percent }%
menu-zoom-in = Powiększ
menu-zoom-out = Pomniejsz
menu-actual-size = Rzeczywisty rozmiar
menu-language = Język
menu-language-system = Język systemu ({ $language })
