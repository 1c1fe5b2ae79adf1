package main

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbconn"
)

func TestReplicaURLsSplitOnlyWhereAURLStarts(t *testing.T) {
	got := splitURLs(" postgres://r1:5432/recall , postgresql://r2:5432,r3:5433/recall?target_session_attrs=standby,,postgres://r4/recall ")
	require.Equal(t, []string{"postgres://r1:5432/recall", "postgresql://r2:5432,r3:5433/recall?target_session_attrs=standby", "postgres://r4/recall"}, got)
}

func TestReplicaURLsRefuseWhatIsNoURL(t *testing.T) {
	_, err := loadEnv(func(k string) string {
		if k == "RECALL_DATABASE_REPLICA_URLS" {
			return "host=r1 password=hunter2"
		}
		return ""
	})
	require.ErrorContains(t, err, "RECALL_DATABASE_REPLICA_URLS: item 1 is not a postgres:// or postgresql:// URL")
	require.NotContains(t, err.Error(), "hunter2", "a setting that may hold a password is never echoed")

	_, err = loadEnv(func(k string) string {
		if k == "RECALL_DATABASE_REPLICA_URLS" {
			return "postgres://u:hunter2@r1:notaport/recall"
		}
		return ""
	})
	require.ErrorContains(t, err, "URL 1 is not a valid PostgreSQL URL")
	require.False(t, strings.Contains(err.Error(), "hunter2"))
}

// Behind a transaction-mode pooler without a listen connection the router could not hear other
// servers' write fences, so replicas would serve reads that miss their callers' writes: refused.
func TestReplicasBehindAPoolerNeedAListenURL(t *testing.T) {
	_, _, err := startReplicas(context.Background(), config{ReplicaURLs: []string{"postgres://replica/recall"}},
		&dbconn.DB{Pooled: true}, slog.New(slog.DiscardHandler))
	require.ErrorContains(t, err, "RECALL_DATABASE_REPLICA_URLS behind a transaction-mode pooler needs RECALL_DATABASE_LISTEN_URL")
}
