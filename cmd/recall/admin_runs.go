package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"time"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// runUsage documents the run commands.
const runUsage = `  recall admin run list [--principal NAME] [--since 24h|RFC3339]
  recall admin run show RUN [--principal NAME]
  recall admin run revert RUN [--dry-run] [--skip-conflicts | --force] [--principal NAME]`

// adminRun serves `recall admin run list|show|revert`. Every command prints JSON lines:
//
//   - list: one run per line (runId, principal, agent, transport, firstWrite, lastWrite, writes,
//     created, updated, deleted, reverts, revertedBy), most recent first;
//   - show: one line per memory the run created, updated or deleted (action, versionReplaced,
//     before, after, laterRuns);
//   - revert: one line per memory (action delete|restore|update|none, conflict, laterRuns,
//     outcome planned|applied|skipped|unchanged|conflict, current, target), then a summary line
//     (runId, principal, revertRunId, dryRun, applied, skipped, unchanged, conflicts).
//
// A revert that meets conflicts without --skip-conflicts or --force prints the lines, changes
// nothing and exits 1; a bad argument exits 2.
func adminRun(ctx context.Context, svc *memory.Service, who policy.Identity, cmd string, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("admin "+cmd, flag.ContinueOnError)
	principal := fs.String("principal", "", "the run's principal")
	enc := json.NewEncoder(stdout)
	switch cmd {
	case "run list":
		since := fs.String("since", "", "only runs that wrote since this RFC 3339 time or duration ago (e.g. 24h)")
		pos, err := parseFlags(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 0 {
			return usagef("admin run list: unexpected argument %q", pos[0])
		}
		f := memory.RunFilter{Principal: *principal}
		if *since != "" {
			if f.Since, err = parseSince(*since); err != nil {
				return usagef("admin run list: --since %v", err)
			}
		}
		runs, err := svc.ListRuns(ctx, who, f)
		if err != nil {
			return err
		}
		for _, r := range runs {
			if err := enc.Encode(r); err != nil {
				return err
			}
		}
		return nil

	case "run show":
		pos, err := parseFlags(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			return usagef("admin run show: give exactly one RUN (list them with `recall admin run list`)")
		}
		d, err := svc.ShowRun(ctx, who, pos[0], *principal)
		if err != nil {
			return err
		}
		for _, c := range d.Changes {
			if err := enc.Encode(c); err != nil {
				return err
			}
		}
		return nil

	case "run revert":
		dry := fs.Bool("dry-run", false, "report what would change and the conflicts; change nothing")
		skip := fs.Bool("skip-conflicts", false, "leave memories another run wrote since as they are")
		force := fs.Bool("force", false, "restore memories another run wrote since anyway (their version stays in history)")
		pos, err := parseFlags(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			return usagef("admin run revert: give exactly one RUN (list them with `recall admin run list`)")
		}
		if *skip && *force {
			return usagef("admin run revert: give at most one of --skip-conflicts and --force")
		}
		opts := memory.RevertOptions{Principal: *principal, DryRun: *dry}
		switch {
		case *skip:
			opts.Conflicts = memory.ConflictSkip
		case *force:
			opts.Conflicts = memory.ConflictForce
		}
		res, err := svc.RevertRun(ctx, who, pos[0], opts)
		refused := memory.ErrorCode(err) == memory.CodeConflict
		if err != nil && !refused {
			return err
		}
		type line struct {
			RunID string `json:"runId"`
			memory.RevertChange
		}
		for _, c := range res.Changes {
			if err := enc.Encode(line{RunID: res.RunID, RevertChange: c}); err != nil {
				return err
			}
		}
		sum := res
		sum.Changes = nil
		if err := enc.Encode(struct {
			memory.RevertResult
			Changes any `json:"changes,omitempty"`
		}{RevertResult: sum}); err != nil {
			return err
		}
		if refused {
			// Not a usage mistake: the run exists, but reverting it would lose later work.
			return errors.New(err.Error())
		}
		return nil
	}
	return usagef("admin: unknown command %q\n%s", cmd, runUsage)
}

// parseSince reads a duration ago (24h) or an RFC 3339 time.
func parseSince(s string) (time.Time, error) {
	if d, err := time.ParseDuration(s); err == nil {
		return time.Now().Add(-d), nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	return time.Time{}, errors.New(`"` + s + `" is neither an RFC 3339 time nor a duration like 24h`)
}
