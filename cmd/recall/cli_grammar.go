package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

// The grammar every command follows, so that what works on one command works on the next
// (docs/cli.md opens with the same list, from grammarHelp):
//
//   - A command's object, the thing its group is named after (the principal of `admin principal
//     set-role`, the project of `admin project add-member`, the run of `admin run show`, the id of
//     `admin token revoke`), is its one argument or its flag (--principal, --project, --team,
//     --run, --id); both forms work on every such command, and given both they must agree.
//     Every other noun is a flag.
//   - Every --since and --until takes a duration ago, a date or an RFC 3339 time (timeFlag).
//   - Every list prints JSON lines, or a table with --output table (cli_output.go).
//   - Roles, levels and rules are checked: levels and rules against their few values while flags
//     are parsed, roles by the identity service against the roles that exist (--new-role says a
//     new one is meant).
//   - A bad command line prints the error first, then the usage, and exits 2.
const grammarHelp = `Conventions of every command:
  - A command's object (the principal of "principal set-role", the project of "project
    add-member", the run of "run show", the id of "token revoke") is its argument or its flag:
    "principal set-role alice --role admin" = "principal set-role --principal alice --role admin".
    Every other name is a flag.
  - --since and --until take a duration ago (90m, 24h, 7d), a date (2026-11-20, midnight UTC)
    or an RFC 3339 time (2026-11-20T09:00:00Z).
  - Lists print JSON lines (one object a line, for jq); --output table prints a table.
  - A role must exist (admin, member, or one a principal holds) unless --new-role says it is new.
  - A bad command line prints what is wrong, then the usage, and exits 2.`

// object is a command's object, given as its one argument or as its flag.
type object struct {
	flag, meta string // "project", "PROJECT"
	optional   bool   // the command has another way to say what it acts on
	value      string
}

// addObject lets cmd take its object as its one argument or as --flag. Its Args check resolves
// the value before the command runs (o.value), so a missing or doubled object is a usage error.
func addObject(cmd *cobra.Command, flag, meta, usage string) *object {
	o := &object{flag: flag, meta: meta}
	cmd.Flags().StringVar(&o.value, flag, "", usage+" (or give it as the argument)")
	cmd.Args = o.resolve
	return o
}

func (o *object) resolve(cmd *cobra.Command, args []string) error {
	flagged := cmd.Flags().Changed(o.flag)
	switch {
	case len(args) > 1:
		return fmt.Errorf("give one %s, as the argument or --%s %s (got %d arguments: %s)", o.meta, o.flag, o.meta, len(args), strings.Join(args, " "))
	case len(args) == 1 && flagged && args[0] != o.value:
		return fmt.Errorf("%s given twice, %q as the argument and %q as --%s: give it once", o.meta, args[0], o.value, o.flag)
	case len(args) == 1:
		o.value = args[0]
	case !flagged && !o.optional:
		return fmt.Errorf("give exactly 1 %s, as the argument or --%s %s", o.meta, o.flag, o.meta)
	}
	if (flagged || len(args) == 1) && strings.TrimSpace(o.value) == "" {
		return fmt.Errorf("the %s is empty", o.meta)
	}
	return nil
}

// given reports whether the object was named (an optional object may not be).
func (o *object) given() bool { return o.value != "" }

// noArgs is for commands that name everything with flags: an argument is refused with the form
// the command takes.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("unexpected argument %q: this command takes flags only: %s", args[0], cmd.UseLine())
	}
	return nil
}

// timeFlag is a point in time given as a duration ago ("90m", "24h", "7d"), a date ("2026-11-20":
// midnight UTC; "2026-11-20+01:00": midnight at that offset) or an RFC 3339 time. A duration is
// counted back from when the command line is read.
type timeFlag struct{ t *time.Time }

func (f *timeFlag) String() string {
	if f.t == nil {
		return ""
	}
	return f.t.UTC().Format(time.RFC3339)
}
func (f *timeFlag) Type() string { return "time|duration" }
func (f *timeFlag) Set(v string) error {
	v = strings.TrimSpace(v)
	if d, err := parseDuration(v); err == nil {
		if d < 0 {
			return fmt.Errorf("%q is a negative duration: give how long ago, e.g. 24h or 7d", v)
		}
		t := time.Now().Add(-d)
		f.t = &t
		return nil
	}
	t, err := memory.ParseWindowBound("time", v)
	if err != nil || t == nil {
		return fmt.Errorf("%q is neither an RFC 3339 time nor a duration: give a duration ago (90m, 24h, 7d), a date (2026-11-20) or an RFC 3339 time (2026-11-20T09:00:00Z)", v)
	}
	f.t = t
	return nil
}

// value is the time, or the zero time when the flag was not given.
func (f *timeFlag) value() time.Time {
	if f.t == nil {
		return time.Time{}
	}
	return *f.t
}

// addWindow defines --since (and --until, unless sinceOnly) on cmd, with what they bound.
func addWindow(cmd *cobra.Command, what string, sinceOnly bool) (since, until *timeFlag) {
	since, until = &timeFlag{}, &timeFlag{}
	const forms = "a duration ago (24h, 7d), a date (2026-11-20) or an RFC 3339 time"
	cmd.Flags().Var(since, "since", what+" at or after this time: "+forms)
	if !sinceOnly {
		cmd.Flags().Var(until, "until", what+" before this time: "+forms)
	}
	return since, until
}

// checkWindow refuses --since after --until: a window that ends before it begins holds nothing,
// which is never what was meant.
func checkWindow(since, until *timeFlag) error {
	if since.t != nil && until.t != nil && since.t.After(*until.t) {
		return usagef("--since (%s) is after --until (%s): since is inclusive and until exclusive, so give since ≤ until",
			since, until)
	}
	return nil
}

// addNewRole defines --new-role, for a command that names a role.
func addNewRole(cmd *cobra.Command) *bool {
	var b bool
	cmd.Flags().BoolVar(&b, "new-role", false, "the role is new: no principal holds it yet (otherwise an unknown role is refused as a typo)")
	return &b
}

// addRole defines --role with the built-in roles as its completions.
func addRole(cmd *cobra.Command, def, usage string) *string {
	var role string
	cmd.Flags().StringVar(&role, "role", def, usage)
	_ = cmd.RegisterFlagCompletionFunc("role", cobra.FixedCompletions([]string{"admin", "member"}, cobra.ShellCompDirectiveNoFileComp))
	return &role
}

// groupLongs are the long help of command groups that have one.
var groupLongs = map[string]string{
	"admin": "Govern recall: principals, tokens, rules, grants, deletions, audit, data. Each command acts as\n" +
		"the built-in admin (whoever holds the database URL) and is audited as transport cli.\n\n" + grammarHelp,
}
