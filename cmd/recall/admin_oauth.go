package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"
)

func init() {
	group("admin oauth", "OAuth clients that sign in to /mcp")
	group("admin oauth client", "List and remove registered and cached OAuth clients")
	register("admin oauth client", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:     "list",
			Short:   "List OAuth clients (dynamically registered, and cached metadata documents) as JSON lines",
			Example: "  recall admin oauth client list",
			Args:    noArgs,
			RunE: a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				cs, err := x.ids.OAuthClients(ctx, x.who)
				if err != nil {
					return err
				}
				return printJSONLines(a.stdout, cs)
			}),
		}
	})
	register("admin oauth client", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:   "remove CLIENT_ID",
			Short: "Remove an OAuth client; every token it holds stops working at once",
			Example: `  recall admin oauth client remove rdc_Xy...
  recall admin oauth client remove https://client.example.com/oauth/metadata.json`,
			Args: exactArgs(1, "CLIENT_ID"),
			RunE: a.admin(func(ctx context.Context, x adminCtx, args []string) error {
				if err := x.ids.RemoveOAuthClient(ctx, x.who, args[0]); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "OAuth client %s removed\n", args[0])
				return nil
			}),
		}
	})
}
