package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// adminIdentity is who the audit log records for CLI changes: the operator at the terminal.
func adminIdentity() policy.Identity {
	who := os.Getenv("USER")
	if who == "" {
		who = "operator"
	}
	return policy.CLIAdmin(who)
}

// flags parses args into a flag set and returns the positional arguments. Flags may follow
// positional arguments (`principal add NAME --role x`).
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, usagef("%s: %v", fs.Name(), err)
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

func admin(ctx context.Context, args []string, c config, log *slog.Logger, stdout io.Writer) error {
	if len(args) < 2 && !(len(args) == 1 && (args[0] == "export" || args[0] == "audit")) {
		return usagef("admin: missing command\n%s", usage)
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
	who := adminIdentity()
	err = adminDo(ctx, svc, who, args, stdout)
	if memory.IsDomain(err) {
		return usagef("%v", err)
	}
	return err
}

func adminDo(ctx context.Context, svc *memory.Service, who policy.Identity, args []string, stdout io.Writer) error {
	cmd := args[0]
	if len(args) > 1 && cmd != "export" && cmd != "import" && cmd != "audit" {
		cmd += " " + args[1]
		args = args[2:]
	} else {
		args = args[1:]
	}
	fs := flag.NewFlagSet("admin "+cmd, flag.ContinueOnError)
	switch cmd {
	case "principal add":
		role := fs.String("role", "member", "role")
		service := fs.Bool("service", false, "an unattended agent")
		runCap := fs.Int("run-cap", -1, "saves per run")
		pos, err := parseFlags(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			return usagef("admin principal add: give exactly one NAME")
		}
		var capp *int
		if *runCap >= 0 {
			capp = runCap
		}
		p, err := svc.AddPrincipal(ctx, who, pos[0], *role, *service, capp)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "principal %s added (role %s, service %t)\n", p.Name, p.Role, p.Service)
		return nil

	case "token create", "token revoke":
		principal := fs.String("principal", "", "principal name")
		agent := fs.String("agent", "", "bind the token to an agent namespace")
		if _, err := parseFlags(fs, args); err != nil {
			return err
		}
		if *principal == "" {
			return usagef("admin %s: --principal is required", cmd)
		}
		if cmd == "token revoke" {
			n, err := svc.RevokeTokens(ctx, who, *principal)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "revoked %d token(s) of %s\n", n, *principal)
			return nil
		}
		tok, err := svc.CreateToken(ctx, who, *principal, *agent)
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, tok)
		return nil

	case "rule revoke", "rule restore":
		role := fs.String("role", "", "role")
		rule := fs.String("rule", "", "rule")
		if _, err := parseFlags(fs, args); err != nil {
			return err
		}
		if *role == "" {
			return usagef("admin %s: --role is required", cmd)
		}
		r, err := policy.ParseRule(*rule)
		if err != nil {
			return usagef("admin %s: %v", cmd, err)
		}
		if err := svc.SetRule(ctx, who, *role, r, cmd == "rule restore"); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s %sd for role %s\n", r, strings.TrimPrefix(cmd, "rule "), *role)
		return nil

	case "rule list":
		states, err := svc.Rules(ctx, who)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ROLE\tRULE\tSTATE")
		for _, st := range states {
			state := "on"
			if st.Revoked {
				state = "revoked " + st.RevokedAt.UTC().Format(time.RFC3339)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\n", st.Role, st.Rule, state)
		}
		return tw.Flush()

	case "team add-member":
		team := fs.String("team", "", "team")
		principal := fs.String("principal", "", "principal name")
		if _, err := parseFlags(fs, args); err != nil {
			return err
		}
		if err := svc.AddTeamMember(ctx, who, *team, *principal); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s added to team %s\n", *principal, *team)
		return nil

	case "grant add", "grant remove":
		system := fs.String("system", "", "system id")
		level := fs.String("level", "", "read or manage")
		principal := fs.String("principal", "", "principal name")
		team := fs.String("team", "", "team")
		if _, err := parseFlags(fs, args); err != nil {
			return err
		}
		g := memory.Grant{SystemID: *system, Principal: *principal, Team: *team, Level: policy.AccessLevel(*level)}
		if cmd == "grant remove" {
			if err := svc.RemoveGrant(ctx, who, g); err != nil {
				return err
			}
			fmt.Fprintf(stdout, "grant on %s removed\n", *system)
			return nil
		}
		if err := svc.AddGrant(ctx, who, g); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s access to %s granted\n", *level, *system)
		return nil

	case "deletion list":
		ds, err := svc.PendingDeletions(ctx, who)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tMEMORY\tSCOPE\tREQUESTED BY\tAT\tRECALL HINT")
		for _, d := range ds {
			scope := string(d.Scope)
			if d.SystemID != "" {
				scope += ":" + d.SystemID
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s/%s\t%s\t%s\n", d.ID, d.MemoryID, scope, d.RequestedBy, d.AgentID,
				d.RequestedAt.UTC().Format(time.RFC3339), d.RecallHint)
		}
		return tw.Flush()

	case "deletion approve", "deletion reject":
		pos, err := parseFlags(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			return usagef("admin %s: give exactly one pending deletion ID", cmd)
		}
		approve := cmd == "deletion approve"
		if err := svc.ResolveDeletion(ctx, who, pos[0], approve); err != nil {
			return err
		}
		if approve {
			fmt.Fprintf(stdout, "deletion %s approved: the memory is deleted\n", pos[0])
		} else {
			fmt.Fprintf(stdout, "deletion %s rejected: the memory is kept\n", pos[0])
		}
		return nil

	case "audit":
		principal := fs.String("principal", "", "only this principal")
		run := fs.String("run", "", "only this run")
		since := fs.String("since", "", "only since this RFC 3339 time or duration ago (e.g. 24h)")
		if _, err := parseFlags(fs, args); err != nil {
			return err
		}
		f := memory.AuditFilter{Principal: *principal, RunID: *run}
		if *since != "" {
			if d, err := time.ParseDuration(*since); err == nil {
				f.Since = time.Now().Add(-d)
			} else if t, err := time.Parse(time.RFC3339, *since); err == nil {
				f.Since = t
			} else {
				return usagef("admin audit: --since %q is neither an RFC 3339 time nor a duration like 24h", *since)
			}
		}
		entries, err := svc.Audit(ctx, who, f)
		if err != nil {
			return err
		}
		enc := json.NewEncoder(stdout)
		for _, e := range entries {
			if err := enc.Encode(e); err != nil {
				return err
			}
		}
		return nil

	case "export":
		out := fs.String("out", "", "file to write (default stdout)")
		if _, err := parseFlags(fs, args); err != nil {
			return err
		}
		w := stdout
		if *out != "" {
			f, err := os.OpenFile(*out, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
			if err != nil {
				return err
			}
			defer f.Close()
			w = f
		}
		bw := bufio.NewWriter(w)
		enc := json.NewEncoder(bw)
		if err := svc.Export(ctx, who, func(e memory.Exported) error { return enc.Encode(e) }); err != nil {
			return err
		}
		return bw.Flush()

	case "import":
		pos, err := parseFlags(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			return usagef("admin import: give exactly one FILE")
		}
		f, err := os.Open(pos[0])
		if err != nil {
			return err
		}
		defer f.Close()
		var items []memory.Exported
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for line := 1; sc.Scan(); line++ {
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var e memory.Exported
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				return usagef("admin import: line %d: %v", line, err)
			}
			items = append(items, e)
		}
		if err := sc.Err(); err != nil {
			return err
		}
		n, err := svc.Import(ctx, who, items)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "imported %d of %d memories\n", n, len(items))
		return nil
	}
	return usagef("admin: unknown command %q\n%s", cmd, usage)
}

// scrubCmd redacts stdin to stdout and reports the count (never the secrets) on stderr.
func scrubCmd(stdin io.Reader, stdout, stderr io.Writer) error {
	sc, err := scrub.New()
	if err != nil {
		return err
	}
	in, err := io.ReadAll(stdin)
	if err != nil {
		return err
	}
	res := sc.Scrub(string(in))
	if _, err := io.WriteString(stdout, res.Text); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%d redaction(s)", res.Redactions)
	if len(res.Rules) > 0 {
		fmt.Fprintf(stderr, " (%s)", strings.Join(res.Rules, ", "))
	}
	fmt.Fprintln(stderr)
	return nil
}
