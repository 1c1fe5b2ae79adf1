package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// recall admin principal set NAME: the governance an admin can change on an existing principal
// (its write budget, whether its deletes need approval), one flag each, unset flags left alone.
func init() {
	register("admin principal", func(a *app) *cobra.Command {
		var budget, approval string
		cmd := &cobra.Command{
			Use:   "set NAME [--write-budget N/WINDOW|none] [--deletes-need-approval=true|false]",
			Short: "Change a principal's write budget or whether its deletes need approval",
			Long: `Change what bounds an existing principal's agents. --write-budget caps its saves (creates and
in-place updates) over a sliding window, whatever run or session its clients name; "none" removes
the cap. --deletes-need-approval=true sends every delete its agents ask for to the pending queue,
for a person to approve in the console or with ` + "`recall admin deletion approve`" + `, whatever
the client answers when asked to confirm. Flags not given keep their value.`,
			Example: `  recall admin principal set nightly-bot --write-budget 100/1h
  recall admin principal set nightly-bot --write-budget none
  recall admin principal set pair-agent --deletes-need-approval=true`,
			Args: exactArgs(1, "NAME"),
		}
		cmd.Flags().StringVar(&budget, "write-budget", "", "most saves over a sliding window: N/WINDOW (100/1h, 1000/7d), or none")
		cmd.Flags().StringVar(&approval, "deletes-need-approval", "", "true: every delete waits for a person's approval; false: the client's confirmation suffices")
		cmd.Flags().Lookup("deletes-need-approval").NoOptDefVal = "true"
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, args []string) error {
			u := identity.GovernanceUpdate{Name: args[0]}
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
			if !u.SetWriteBudget && u.DeletesNeedApproval == nil {
				return usagef("nothing to change: give --write-budget N/WINDOW (or none) or --deletes-need-approval=true|false")
			}
			p, err := x.ids.SetPrincipalGovernance(ctx, x.who, u)
			if err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "principal %s updated\n", p.Name)
			printGovernance(a, p)
			return nil
		})
		return cmd
	})
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
