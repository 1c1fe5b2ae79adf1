package main

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestServeRejectsMalformedShutdownTimeout(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"abc", "-5s", "0"} {
		env := map[string]string{"RECALL_SHUTDOWN_TIMEOUT": v, "RECALL_LOG_LEVEL": "error"}
		err := run(context.Background(), []string{"serve", "--transport", "http"}, func(k string) string { return env[k] },
			strings.NewReader(""), io.Discard, io.Discard)
		require.Error(t, err, v)
		var ue usageError
		assert.True(t, errors.As(err, &ue), "a usage error (exit 2): %v", err)
		assert.Contains(t, err.Error(), "RECALL_SHUTDOWN_TIMEOUT")
	}
}
