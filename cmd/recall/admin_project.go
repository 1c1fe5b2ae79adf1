package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// `recall admin project add NAME | list | add-member | remove-member`. A project's members
// (principals or teams, level read or write) share its memories in sessions bound to it (token
// --project, X-Recall-Project, RECALL_PROJECT). Membership changes take effect on the member's
// next call, in open sessions too.
func init() {
	group("admin project", "Projects: memories shared by their members, in sessions bound to them")

	register("admin project", func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "add NAME",
			Short: "Create a project",
			Example: `  recall admin project add apollo
  recall admin project add-member apollo --team payments --level write`,
		}
		name := addObject(cmd, "project", "NAME", "the new project's name")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			if err := x.svc.AddProject(ctx, x.who, name.value); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "project %s added\n", name.value)
			return nil
		})
		return cmd
	})

	register("admin project", func(a *app) *cobra.Command {
		return listCommand(a, &cobra.Command{
			Use:     "list [--output json|table]",
			Short:   "List projects and their members, one JSON line per project",
			Example: "  recall admin project list | jq -r .name",
		}, nil, func(ctx context.Context, x adminCtx) ([]memory.Project, error) {
			return x.svc.Projects(ctx, x.who)
		})
	})

	for _, verb := range []string{"add-member", "remove-member"} {
		register("admin project", func(a *app) *cobra.Command {
			var principal, team string
			cmd := &cobra.Command{
				Use: verb + " PROJECT (--principal P | --team T) [--level read|write]",
			}
			if verb == "add-member" {
				cmd.Short = "Make a principal or a team a member of a project (level write by default)"
				cmd.Long = `Make a principal or a team a member of a project. read: search and read the project's memories
(and receive its always-inject memories) in sessions bound to it. write: also save, delete and
flip alwaysInject. Adding an existing member changes its level.`
				cmd.Example = `  recall admin project add-member apollo --principal alice --level write
  recall admin project add-member --project apollo --team auditors --level read`
			} else {
				cmd.Short = "Remove a principal or a team from a project; its next call no longer sees the project"
				cmd.Example = `  recall admin project remove-member apollo --principal bob
  recall admin project remove-member --project apollo --principal bob`
			}
			p := addObject(cmd, "project", "PROJECT", "the project")
			cmd.Flags().StringVar(&principal, "principal", "", "principal name")
			cmd.Flags().StringVar(&team, "team", "", "team")
			level := addEnum(cmd, "level", string(policy.ProjectWrite), "read or write (add-member; remove-member ignores it)",
				string(policy.ProjectRead), string(policy.ProjectWrite))
			cmd.MarkFlagsOneRequired("principal", "team")
			cmd.MarkFlagsMutuallyExclusive("principal", "team")
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				project := p.value
				m := memory.ProjectMember{Project: project, Principal: principal, Team: team, Level: policy.ProjectLevel(level.value)}
				who := "principal " + principal
				if team != "" {
					who = "team " + team
				}
				if verb == "remove-member" {
					if err := x.svc.RemoveProjectMember(ctx, x.who, m); err != nil {
						return err
					}
					fmt.Fprintf(a.stdout, "%s removed from project %s\n", who, project)
					return nil
				}
				if err := x.svc.AddProjectMember(ctx, x.who, m); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "%s is a member of project %s (%s)\n", who, project, level.value)
				return nil
			})
			return cmd
		})
	}
}
