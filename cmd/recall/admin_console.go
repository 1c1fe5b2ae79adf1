package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"strings"

	"github.com/recall-mcp/recall/memory"
)

// defaultPublicURL is where people reach recall when RECALL_PUBLIC_URL is unset: `make run`.
const defaultPublicURL = "http://127.0.0.1:8080"

// publicURL returns RECALL_PUBLIC_URL (or the default) without a trailing slash; a value that is
// not an absolute http(s) URL is an error naming the variable.
func publicURL(raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		raw = defaultPublicURL
	}
	u, err := url.Parse(strings.TrimRight(raw, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return nil, fmt.Errorf("RECALL_PUBLIC_URL %q is not valid: give the absolute http(s) URL people reach recall at, e.g. https://recall.example.com", raw)
	}
	return u, nil
}

// isConsoleAdmin reports whether args (after "admin") name one of the console's admin commands.
func isConsoleAdmin(args []string) bool {
	return len(args) >= 2 && args[0] == "principal" && args[1] == "passwd" ||
		len(args) >= 1 && args[0] == "login-link"
}

const consoleAdminUsage = `  recall admin principal passwd NAME          (the new password on stdin)
  recall admin login-link --principal NAME    (prints a one-time console URL alone on stdout)`

// adminConsole runs `recall admin principal passwd NAME` and `recall admin login-link
// --principal NAME` as the built-in CLI admin.
func adminConsole(ctx context.Context, args []string, c config, log *slog.Logger, stdin io.Reader, stdout io.Writer) error {
	var run func(svc *memory.Service) error
	switch args[0] {
	case "principal":
		rest := args[2:]
		if len(rest) == 1 && (rest[0] == "-h" || rest[0] == "--help") {
			fmt.Fprintln(stdout, "usage: recall admin principal passwd NAME  (reads the new password from stdin, one line)")
			return nil
		}
		if len(rest) != 1 || strings.HasPrefix(rest[0], "-") {
			return usagef("admin principal passwd: give exactly one NAME; the password is read from stdin")
		}
		pw, err := readPassword(stdin)
		if err != nil {
			return err
		}
		run = func(svc *memory.Service) error {
			if err := svc.SetPassword(ctx, adminIdentity(), rest[0], pw); err != nil {
				return err
			}
			fmt.Fprintf(stdout, "password of %s set\n", rest[0])
			return nil
		}
	case "login-link":
		var name string
		rest := args[1:]
		for i := 0; i < len(rest); i++ {
			switch a := rest[i]; {
			case a == "-h" || a == "--help":
				fmt.Fprintln(stdout, "usage: recall admin login-link --principal NAME  (a one-time console URL, valid 15 minutes, from RECALL_PUBLIC_URL)")
				return nil
			case (a == "--principal" || a == "-principal") && i+1 < len(rest):
				name = rest[i+1]
				i++
			case strings.HasPrefix(a, "--principal="):
				name = strings.TrimPrefix(a, "--principal=")
			default:
				return usagef("admin login-link: unexpected argument %q\n%s", a, consoleAdminUsage)
			}
		}
		if name == "" {
			return usagef("admin login-link: --principal is required")
		}
		base, err := publicURL(c.PublicURL)
		if err != nil {
			return usagef("%v", err)
		}
		run = func(svc *memory.Service) error {
			secret, err := svc.CreateLoginLink(ctx, adminIdentity(), name)
			if err != nil {
				return err
			}
			fmt.Fprintln(stdout, base.String()+"/login/link/"+secret)
			return nil
		}
	}
	pool, err := openDB(ctx, c, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	svc, err := newService(config{EmbedTimeout: c.EmbedTimeout}, pool, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	err = run(svc)
	if memory.IsDomain(err) {
		return usagef("%v", err)
	}
	return err
}

// readPassword reads the first line of stdin (a trailing newline, and a carriage return, are not
// part of the password).
func readPassword(stdin io.Reader) (string, error) {
	b, err := io.ReadAll(io.LimitReader(stdin, 64<<10))
	if err != nil {
		return "", err
	}
	line, _, _ := strings.Cut(string(b), "\n")
	line = strings.TrimSuffix(line, "\r")
	if line == "" {
		return "", usagef("admin principal passwd: no password on stdin (e.g. `printf '%%s\\n' \"$PW\" | recall admin principal passwd NAME`)")
	}
	if err := memory.ValidatePassword(line); err != nil {
		return "", usagef("admin principal passwd: %v", err)
	}
	return line, nil
}
