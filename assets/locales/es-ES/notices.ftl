# Los avisos en la esquina de la ventana.

notice-dismiss = Descartar
