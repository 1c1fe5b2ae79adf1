package main

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// recall admin principal set NAME: the governance an admin can change on an existing principal
// (its run cap, its write budget, whether its deletes need approval, capture), one flag each, unset
// flags left alone.
func init() {
	register("admin principal", func(a *app) *cobra.Command {
		var budget, approval, runCap string
		cmd := &cobra.Command{
			Use:   "set NAME [--run-cap N|none] [--write-budget N/WINDOW|none] [--deletes-need-approval=true|false] [--capture on|off]",
			Short: "Change a principal's run cap, write budget, delete approval or capture; says what changed",
			Long: `Change what bounds an existing principal's agents, and print what changed ("run cap 20 → 5").
--run-cap bounds the saves of one run (creates and in-place updates); "none" removes the cap.
--write-budget caps its saves over a sliding window, whatever run or session its clients name;
"none" removes the cap. --deletes-need-approval=true sends every delete its agents ask for to the
pending queue, for a person to approve in the console or with ` + "`recall admin deletion approve`" + `,
whatever the client answers when asked to confirm. --capture on lets ` + "`recall capture`" + ` hooks save
the durable statements of its sessions (off by default: nothing is read or kept while it is off).
Flags not given keep their value.`,
			Example: `  recall admin principal set nightly-bot --run-cap 5
  recall admin principal set nightly-bot --write-budget 100/1h
  recall admin principal set nightly-bot --write-budget none
  recall admin principal set pair-agent --deletes-need-approval=true
  recall admin principal set alice --capture on`,
		}
		name := addObject(cmd, "principal", "NAME", "the principal")
		cmd.Flags().StringVar(&runCap, "run-cap", "", "most saves per run: a whole number, or none")
		cmd.Flags().StringVar(&budget, "write-budget", "", "most saves over a sliding window: N/WINDOW (100/1h, 1000/7d), or none")
		cmd.Flags().StringVar(&approval, "deletes-need-approval", "", "true: every delete waits for a person's approval; false: the client's confirmation suffices")
		cmd.Flags().Lookup("deletes-need-approval").NoOptDefVal = "true"
		capture := addEnum(cmd, "capture", "", "on: the recall capture hooks of its sessions save what its users say worth keeping; off (the default): nothing is captured", "on", "off")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			u := identity.GovernanceUpdate{Name: name.value}
			if cmd.Flags().Changed("run-cap") {
				u.SetRunCap = true
				if v := strings.TrimSpace(runCap); !strings.EqualFold(v, "none") {
					n, err := strconv.Atoi(v)
					if err != nil || n < 0 {
						return usagef("--run-cap: give a whole number, 0 or more, or none to remove the cap (not %q)", runCap)
					}
					u.RunCap = &n
				}
			}
			if cmd.Flags().Changed("write-budget") {
				b, err := memory.ParseWriteBudget(budget)
				if err != nil {
					return usagef("%v", err)
				}
				if b == nil && !strings.EqualFold(strings.TrimSpace(budget), "none") {
					return usagef("--write-budget: give N/WINDOW (e.g. 100/1h), or none to remove the budget")
				}
				u.SetWriteBudget, u.WriteBudget = true, b
			}
			if cmd.Flags().Changed("deletes-need-approval") {
				on, err := strconv.ParseBool(approval)
				if err != nil {
					return usagef("--deletes-need-approval: use true or false, not %q", approval)
				}
				u.DeletesNeedApproval = &on
			}
			if cmd.Flags().Changed("capture") {
				on := capture.value == "on"
				u.Capture = &on
			}
			if !u.SetWriteBudget && u.DeletesNeedApproval == nil && !u.SetRunCap && u.Capture == nil {
				return usagef("nothing to change: give --run-cap N (or none), --write-budget N/WINDOW (or none), --deletes-need-approval=true|false or --capture on|off")
			}
			ch, err := x.ids.SetPrincipalGovernance(ctx, x.who, u)
			if err != nil {
				return err
			}
			var asked []string
			for flag, setting := range map[string]string{"run-cap": "run cap", "write-budget": "write budget", "deletes-need-approval": "deletes need approval", "capture": "capture"} {
				if cmd.Flags().Changed(flag) {
					asked = append(asked, setting)
				}
			}
			printChanged(a, ch, asked...)
			printGovernance(a, ch.Principal)
			return nil
		})
		return cmd
	})
}

// printChanged says what a change did to a principal: "principal nightly-bot updated: run cap
// 20 → 5", or, when every value asked for was already so, "principal nightly-bot unchanged: run
// cap is already 5".
func printChanged(a *app, ch identity.Changed, asked ...string) {
	if len(ch.Changes) == 0 {
		var already []string
		for _, st := range ch.Settings() {
			if slices.Contains(asked, st.Setting) {
				already = append(already, st.Setting+" is already "+st.After)
			}
		}
		fmt.Fprintf(a.stdout, "principal %s unchanged: %s\n", ch.Name, strings.Join(already, ", "))
		return
	}
	fmt.Fprintf(a.stdout, "principal %s updated: %s\n", ch.Name, ch.Summary())
}

// printGovernance prints a principal's write budget and delete approval, when either is set.
func printGovernance(a *app, p identity.Principal) {
	budget := "none"
	if p.WriteBudget != nil {
		budget = p.WriteBudget.String()
	}
	if p.WriteBudget != nil || p.DeletesNeedApproval {
		fmt.Fprintf(a.stdout, "write budget %s, deletes need approval %t\n", budget, p.DeletesNeedApproval)
	}
}
