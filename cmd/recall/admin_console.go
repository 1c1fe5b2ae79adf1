package main

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/recall-mcp/recall/identity"
	"github.com/spf13/cobra"
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

func init() {
	register("admin principal", func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "passwd NAME",
			Short: "Set a person's console password, read from stdin (one line)",
			Long: `Set the console password of a person (not a service principal). The new password is the first
line of stdin; recall stores only its argon2id hash.`,
			Example: `  printf '%s\n' "$PW" | recall admin principal passwd alice`,
		}
		name := addObject(cmd, "principal", "NAME", "the person")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			pw, err := readPassword(a.stdin)
			if err != nil {
				return err
			}
			if err := x.ids.SetPassword(ctx, x.who, name.value, pw); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "password of %s set\n", name.value)
			return nil
		})
		return cmd
	})
	register("admin", func(a *app) *cobra.Command {
		var name string
		cmd := &cobra.Command{
			Use:   "login-link --principal NAME",
			Short: "Print a one-time console login URL (valid 15 minutes) alone on stdout",
			Long: `Print a one-time console login URL for a person, valid 15 minutes, built from
RECALL_PUBLIC_URL (default ` + defaultPublicURL + `).`,
			Example: "  recall admin login-link --principal alice",
			Args:    noArgs,
		}
		cmd.Flags().StringVar(&name, "principal", "", "principal name (required)")
		_ = cmd.MarkFlagRequired("principal")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			base, err := publicURL(x.cfg.PublicURL)
			if err != nil {
				return usageError{msg: err.Error(), noUsage: true}
			}
			secret, err := x.ids.CreateLoginLink(ctx, x.who, name)
			if err != nil {
				return err
			}
			fmt.Fprintln(a.stdout, base.String()+"/login/link/"+secret)
			return nil
		})
		return cmd
	})
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
		return "", usageError{msg: "admin principal passwd: no password on stdin (e.g. `printf '%s\\n' \"$PW\" | recall admin principal passwd NAME`)", noUsage: true}
	}
	if err := identity.ValidatePassword(line); err != nil {
		return "", usageError{msg: "admin principal passwd: " + err.Error(), noUsage: true}
	}
	return line, nil
}
