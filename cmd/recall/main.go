// Command recall is an MCP server that gives LLM agents durable, scoped, governed memory.
//
//	recall serve [--transport stdio|http] [--addr 127.0.0.1:8080]
//	recall migrate
//	recall scrub
//	recall admin ...
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "recall:", err)
		os.Exit(exitCode(err))
	}
}

// usageError is a bad command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

func exitCode(err error) int {
	if _, ok := err.(usageError); ok {
		return 2
	}
	return 1
}

const usage = `usage:
  recall serve [--transport stdio|http] [--addr 127.0.0.1:8080]
  recall migrate
  recall scrub                      (stdin -> stdout with secrets redacted; count on stderr)
  recall admin principal add NAME [--role ROLE] [--service] [--run-cap N]   (--role admin: the admin role)
  recall admin principal passwd NAME          (the new password on stdin)
  recall admin login-link --principal NAME    (prints a one-time console URL alone on stdout)
  recall admin token create --principal NAME [--agent AGENT]
  recall admin token revoke --principal NAME
  recall admin rule revoke|restore --role ROLE --rule ai.memory.read|ai.memory.manage
  recall admin rule list
  recall admin team add-member --team TEAM --principal NAME
  recall admin grant add --system SYSTEM --level read|manage (--principal NAME | --team TEAM)
  recall admin grant remove --system SYSTEM (--principal NAME | --team TEAM)
  recall admin deletion list | approve ID | reject ID
  recall admin audit [--principal P] [--run R] [--since T]
  recall admin export [--out FILE]
  recall admin import FILE`

// run is the whole program, testable: arguments, environment and streams are passed in.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usagef("no command\n%s", usage)
	}
	env := loadEnv(getenv)
	log := newLogger(stderr, env)
	switch args[0] {
	case "serve":
		return serve(ctx, args[1:], env, log, stdin, stdout)
	case "migrate":
		return migrateCmd(ctx, env, log, stdout)
	case "scrub":
		return scrubCmd(stdin, stdout, stderr)
	case "admin":
		if isConsoleAdmin(args[1:]) {
			return adminConsole(ctx, args[1:], env, log, stdin, stdout)
		}
		return admin(ctx, args[1:], env, log, stdout)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return usagef("unknown command %q\n%s", args[0], usage)
}
