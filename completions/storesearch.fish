# fish completion for storesearch (a placeholder: the option table generates the real one)
complete -c storesearch -l help -d "Show help"
complete -c storesearch -l version -d "Show the version"
complete -c storesearch -l catalog -r -F -d "A catalog file"
complete -c storesearch -n __fish_use_subcommand -a search -d "Search and print the results"
