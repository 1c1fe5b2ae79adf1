package main

import (
	"encoding/base64"
	"fmt"
)

// Configs, shell sessions and logs the agent saved into its notes.

func hcsMiscGens() []hcsGen {
	return []hcsGen{
		{6, hcsMEnvBlock}, {5, hcsMPsql}, {5, hcsMContinue}, {5, hcsMKubeconfig},
		{5, hcsMTOML}, {5, hcsMAliyun}, {4, hcsMBasicLog}, {5, hcsMGitRemote},
		{4, hcsMDockerLogin}, {5, hcsMSecretKey}, {4, hcsMRedisCLI}, {4, hcsMJira},
		{4, hcsMTeamsHook}, {4, hcsMZapier}, {4, hcsMWireGuard}, {4, hcsMLaravel},
	}
}

func hcsMEnvBlock() Sample {
	user, pw, host := hcsUser(), hcsPwPlain(), hcsHost()
	jwt := rnd(alnum, hcsN(32, 64))
	t := fmt.Sprintf("## .env the user shared (%s)\n\n```env\nNODE_ENV=development\nPORT=%d\nDATABASE_URL=postgres://%s:%s@%s:5432/%s\nJWT_SECRET=%s\nLOG_LEVEL=info\n```\n\nI only need PORT and LOG_LEVEL for the README; the rest should move to Doppler.\n", hcsProject(), hcsPi(3000, 8080, 4000), user, pw, host, hcsDB(), jwt)
	return hcsS("env-secrets", "env", t, []string{pw, jwt}, user, host)
}

func hcsMPsql() Sample {
	user, pw, host := hcsUser(), hcsPassword(), hcsHost()
	t := fmt.Sprintf("## How I connected last time\n\n```console\n$ export PGPASSWORD='%s'\n$ psql -h %s -U %s -d %s\npsql (16.2)\nSSL connection (protocol: TLSv1.3)\n%s=> \\dt\n```\n", pw, host, user, hcsDB(), hcsDB())
	return hcsS("db-password", "shell", t, []string{pw}, host, user)
}

func hcsMContinue() Sample {
	key := hcsAnthropic()
	prov, model := "anthropic", "claude-sonnet-4"
	if rng.IntN(2) == 0 {
		key, prov, model = hcsOpenAI(), "openai", "gpt-4o"
	}
	t := fmt.Sprintf("User's ~/.continue/config.json (they asked me to remember the setup):\n\n{\n  \"models\": [\n    {\n      \"title\": \"main\",\n      \"provider\": \"%s\",\n      \"model\": \"%s\",\n      \"apiKey\": \"%s\"\n    }\n  ],\n  \"allowAnonymousTelemetry\": false\n}\n", prov, model, key)
	return hcsS("api-key", "json", t, []string{key}, model)
}

func hcsMKubeconfig() Sample {
	tok := hcsJWT()
	cl := hcsP("dev-eks", "staging-gke", "k3s-home", "kind-"+hcsProject())
	t := fmt.Sprintf("## Cluster access (%s)\n\n```yaml\nusers:\n- name: %s-admin\n  user:\n    token: %s\ncontexts:\n- context: {cluster: %s, user: %s-admin, namespace: %s}\n  name: %s\n```\n", cl, cl, tok, cl, cl, hcsProject(), cl)
	return hcsS("k8s-token", "yaml", t, []string{tok}, cl)
}

func hcsMTOML() Sample {
	pw := hcsPassword()
	user := hcsUser()
	t := fmt.Sprintf("## config.toml (local only)\n\n```toml\n[server]\naddr = \":%d\"\n\n[database]\nhost = \"%s\"\nuser = \"%s\"\npassword = \"%s\"\npool = %d\n```\n", hcsPi(8080, 9000), hcsHost(), user, pw, hcsN(5, 30))
	return hcsS("db-password", "toml", t, []string{pw}, user)
}

func hcsMAliyun() Sample {
	if rng.IntN(2) == 0 {
		id, sec := "LTAI"+rnd(alnum, hcsPi(20, 21)), rnd(alnum, 30)
		t := fmt.Sprintf("- Aliyun OSS for the CN mirror: AccessKey ID %s, AccessKey Secret %s, bucket oss-cn-shanghai/%s-assets\n", id, sec, hcsProject())
		return hcsS("cloud-keys", "memory-md", t, []string{id, sec}, "oss-cn-shanghai")
	}
	id, sec := "AKID"+rnd(alnum, 32), rnd(alnum, 32)
	t := fmt.Sprintf("## Tencent Cloud (COS)\n```ini\n[default]\nsecret_id = %s\nsecret_key = %s\nregion = ap-guangzhou\n```\n", id, sec)
	return hcsS("cloud-keys", "ini", t, []string{id, sec}, "ap-guangzhou")
}

func hcsMBasicLog() Sample {
	user, pw := hcsUser(), hcsPwPlain()
	b := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
	host := hcsP("registry.acme.io", "nexus.internal", "api.partner.example")
	t := fmt.Sprintf("Saw this while debugging the 401 (from the user's proxy log):\n\n```\n%s GET https://%s/v2/_catalog\n  Authorization: Basic %s\n  User-Agent: curl/8.5.0\n< 401 Unauthorized\n```\nCredentials were right, the realm was wrong.\n", hcsTime(), host, b)
	return hcsS("basic-auth", "log", t, []string{b}, host)
}

func hcsMGitRemote() Sample {
	if rng.IntN(2) == 0 {
		tok := hcsGitLab()
		t := fmt.Sprintf("- Mirror remote: `git remote add mirror https://oauth2:%s@gitlab.com/%s/%s.git`\n- Push only tags there\n", tok, hcsUser(), hcsProject())
		return hcsS("git-token", "memory-md", t, []string{tok}, "gitlab.com")
	}
	tok := hcsGitHub()
	u := hcsUser()
	t := fmt.Sprintf("```console\n$ git remote -v\norigin  https://%s:%s@github.com/%s/%s.git (fetch)\norigin  https://%s:%s@github.com/%s/%s.git (push)\n```\nNote for later: token embedded in the remote URL, suggest the credential helper.\n", u, tok, u, hcsProject(), u, tok, u, hcsProject())
	return hcsS("git-token", "shell", t, []string{tok}, "github.com")
}

func hcsMDockerLogin() Sample {
	tok := hcsGitHub()
	u := hcsUser()
	t := fmt.Sprintf("## Pushing images\n```sh\necho %s | docker login ghcr.io -u %s --password-stdin\ndocker push ghcr.io/%s/%s:latest\n```\n", tok, u, u, hcsProject())
	return hcsS("registry-token", "shell", t, []string{tok}, "ghcr.io")
}

func hcsMSecretKey() Sample {
	switch rng.IntN(3) {
	case 0:
		k := rnd(lower+digits+"!@#%^&*(-_=+)", 50)
		t := fmt.Sprintf("## Django\n- settings/local.py has `SECRET_KEY = '%s'` (user's dev value)\n- DEBUG=True locally only\n", k)
		return hcsS("signing-key", "claude-md", t, []string{k}, "settings/local.py")
	case 1:
		k := hcsHex(128)
		t := fmt.Sprintf("## Rails\nSECRET_KEY_BASE=%s\nRAILS_ENV=production\n", k)
		return hcsS("signing-key", "env", t, []string{k}, "RAILS_ENV")
	default:
		k := rnd(b64url, 43)
		t := fmt.Sprintf("- NextAuth: NEXTAUTH_SECRET=%s, NEXTAUTH_URL=http://localhost:3000\n", k)
		return hcsS("signing-key", "memory-md", t, []string{k}, "NEXTAUTH_URL")
	}
}

func hcsMRedisCLI() Sample {
	pw := hcsPwPlain()
	host := hcsHost()
	t := fmt.Sprintf("```console\n$ redis-cli -h %s -p 6379 -a %s --no-auth-warning\n%s:6379> INFO keyspace\n# Keyspace\ndb0:keys=%d,expires=%d\n```\n", host, pw, host, hcsN(100, 90000), hcsN(0, 900))
	return hcsS("redis-password", "shell", t, []string{pw}, host)
}

func hcsMJira() Sample {
	tok := "ATATT3xFfGF0" + rnd(b64url, 170) + "=" + strings8Hex()
	mail := hcsUser() + "@" + hcsP("acme.io", "kestrel.dev")
	t := fmt.Sprintf("- Jira automation runs as %s; API token %s (site acme.atlassian.net)\n", mail, tok)
	return hcsS("atlassian-token", "memory-md", t, []string{tok}, mail)
}

func strings8Hex() string { return hcsHex(8) }

func hcsMTeamsHook() Sample {
	u := "https://" + hcsP("acme", "kestrel", "orchard") + ".webhook.office.com/webhookb2/" + hcsUUID() + "@" + hcsUUID() + "/IncomingWebhook/" + hcsHex(32) + "/" + hcsUUID()
	t := fmt.Sprintf("## Alerts\nIncidents are posted to the Teams channel \"%s\" through %s\n", hcsP("Ops", "On-call", "Releases"), u)
	return hcsS("teams-webhook", "claude-md", t, []string{u})
}

func hcsMZapier() Sample {
	u := fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%d/%s/", hcsN(1000000, 19999999), rnd(lower+digits, 6))
	t := fmt.Sprintf("{\"id\":\"%s\",\"content\":%s}", hcsMemID(), hcsJ("New signups trigger the Zap at "+u+" which adds them to the CRM"))
	return hcsS("zapier-webhook", "json", t, []string{u})
}

func hcsMWireGuard() Sample {
	priv := rnd(alnum+"+/", 43) + "="
	pub := rnd(alnum+"+/", 43) + "="
	t := fmt.Sprintf("## VPN (home lab)\n```ini\n[Interface]\nAddress = 10.8.0.%d/32\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.net:51820\nAllowedIPs = 10.8.0.0/24\n```\n", hcsN(2, 250), priv, pub, hcsProject())
	return hcsS("wireguard-key", "ini", t, []string{priv}, pub)
}

func hcsMLaravel() Sample {
	k := "base64:" + rnd(alnum+"+/", 43) + "="
	t := fmt.Sprintf("# CLAUDE.md\n\n## Laravel\n- PHP 8.3, Sail for local dev\n- APP_KEY=%s (from the user's .env, do not regenerate — sessions would break)\n- Queue: redis\n", k)
	return hcsS("app-key", "claude-md", t, []string{k[7:]}, "APP_KEY")
}
