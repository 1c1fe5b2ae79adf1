package tools

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// confirmState is the request state of a delete confirmation. It travels through the client, so
// it is signed (HMAC-SHA256 with a key shared by all replicas), bound to the memory, the version
// of it the person was shown and the caller's namespace, short-lived, and single-use.
type confirmState struct {
	MemoryID    string `json:"m"`
	Version     int64  `json:"v"`
	PrincipalID string `json:"p"`
	AgentID     string `json:"a"`
	Nonce       string `json:"n"`
	Expires     int64  `json:"e"`
}

const confirmTTL = 10 * time.Minute

func newConfirmState(memoryID string, version int64, principalID, agentID string) confirmState {
	b := make([]byte, 16)
	rand.Read(b) //nolint:errcheck
	return confirmState{MemoryID: memoryID, Version: version, PrincipalID: principalID, AgentID: agentID,
		Nonce: hex.EncodeToString(b), Expires: time.Now().Add(confirmTTL).Unix()}
}

func signState(key []byte, st confirmState) string {
	body, _ := json.Marshal(st)
	enc := base64.RawURLEncoding.EncodeToString(body)
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(enc))
	return enc + "." + base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

var errBadState = errors.New("the confirmation state is invalid, expired or not for this memory; call deleteMemory again")

// signingKey returns the key shared by all replicas, reading it from the database on first use
// only: every deleteMemory call needs it.
func (s *Server) signingKey(ctx context.Context) ([]byte, error) {
	s.keyMu.Lock()
	defer s.keyMu.Unlock()
	if s.stateKey == nil {
		key, err := s.ids.SigningKey(ctx, "request-state")
		if err != nil {
			return nil, err
		}
		s.stateKey = key
	}
	return s.stateKey, nil
}

// verifyState checks the signature and expiry of a state and returns it.
func verifyState(key []byte, s string) (confirmState, error) {
	enc, sig, ok := strings.Cut(s, ".")
	if !ok {
		return confirmState{}, errBadState
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil {
		return confirmState{}, errBadState
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(enc))
	if !hmac.Equal(got, mac.Sum(nil)) {
		return confirmState{}, errBadState
	}
	body, err := base64.RawURLEncoding.DecodeString(enc)
	if err != nil {
		return confirmState{}, errBadState
	}
	var st confirmState
	if err := json.Unmarshal(body, &st); err != nil || time.Now().Unix() > st.Expires {
		return confirmState{}, errBadState
	}
	return st, nil
}
