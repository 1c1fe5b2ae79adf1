package scrub

import "strings"

// What a terminal shows around a password it never echoes: the argument after mysql's bare -p
// (the password is glued to -p, or asked for), and the fields a program prints under its prompt.

// mysqlCommands take their password glued to -p; a blank after -p makes them ask for it.
var mysqlCommands = []string{"mysql", "mysqldump", "mysqladmin", "mysqlimport", "mysqlcheck", "mysqlsh", "mariadb", "mariadb-dump"}

// promptedArg: the span follows "-p " on a mysql command line, so it is the next argument
// (mysql -u root -p clinica_db: a database's name).
func promptedArg(text string, sp Span) bool {
	if sp.Start < 3 || text[sp.Start-3:sp.Start] != "-p " {
		return false
	}
	ls := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	line := strings.TrimLeft(text[ls:sp.Start], " \t$#>")
	for _, c := range mysqlCommands {
		if strings.HasPrefix(line, c+" ") || strings.Contains(line, " "+c+" ") || strings.Contains(line, "/"+c+" ") {
			return true
		}
	}
	return false
}

// promptOutput: the span names a field of what a command printed right after its password
// prompt ("Enter password:"); what the person typed was not echoed, so the line is the
// program's output (Replica_IO_Running: Yes). A value it prints (p4 login -p's ticket) is kept.
func promptOutput(text string, sp Span) bool {
	ls := strings.LastIndexByte(text[:sp.Start], '\n')
	if ls <= 0 || sp.End >= len(text) || text[sp.End] != ':' {
		return false
	}
	ps := strings.LastIndexByte(text[:ls], '\n') + 1
	prompt := strings.ToLower(strings.TrimSpace(text[ps:ls]))
	if prompt != "enter password:" && prompt != "password:" || ps == 0 {
		return false
	}
	cs := strings.LastIndexByte(text[:ps-1], '\n') + 1
	cmd := strings.TrimLeft(text[cs:ps-1], " \t")
	return strings.HasPrefix(cmd, "$ ") || strings.HasPrefix(cmd, "# ") || isShellPrompt(strings.SplitN(cmd, " ", 2)[0])
}
