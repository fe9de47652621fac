# bash completion for storesearch (a placeholder: the option table generates the real one)
complete -o default -W "search --help --version --catalog --source" storesearch
