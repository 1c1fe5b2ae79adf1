package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Config files, connection strings, Kubernetes secrets and shell commands.

func havConfigSamples() []Sample {
	var out []Sample
	out = append(out, havRepeat(16, havEnvFile)...)
	out = append(out, havRepeat(10, havK8sSecret)...)
	out = append(out, havRepeat(16, havConnString)...)
	out = append(out, havRepeat(16, havConfigFile)...)
	out = append(out, havRepeat(20, havShellCmd)...)
	out = append(out, havRepeat(10, havCloudKeys)...)
	return out
}

func havEnvFile() Sample {
	vendor, envName, key := havVendorKey()
	var secrets []string
	lines := []string{"# " + havP(havCompanies) + " — " + havP([]string{"dispatch API", "crew app", "AIS ingest", "EFB sync", "MRO reports"}) + " (" + havP([]string{"prod", "staging", "dev"}) + ")"}
	plain := fmt.Sprintf("APP_REGION=%s", havP([]string{"eu-west-1", "us-east-2", "ap-southeast-1", "eu-north-1"}))
	lines = append(lines, plain, fmt.Sprintf("%s=%s", envName, key))
	secrets = append(secrets, key)
	if havChance(50) {
		pw := havURLPW()
		u := havP(havUsers)
		lines = append(lines, fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s", u, pw, havHost(), havP([]string{"ops", "amos", "crew", "eld"})))
		secrets = append(secrets, pw)
	}
	if havChance(40) {
		id, sk := havAWSKeyID(), havAWSSecret()
		lines = append(lines, "AWS_ACCESS_KEY_ID="+id, "AWS_SECRET_ACCESS_KEY="+sk)
		secrets = append(secrets, id, sk)
	}
	lines = append(lines, "LOG_LEVEL="+havP([]string{"debug", "info", "warn"}))
	txt := strings.Join(lines, "\n")
	if havChance(30) {
		var ls []string
		for _, l := range strings.Split(txt, "\n") {
			if !strings.HasPrefix(l, "#") && strings.Contains(l, "=") {
				l = strings.Replace(l, "=", "=\"", 1) + "\""
			}
			ls = append(ls, l)
		}
		txt = strings.Join(ls, "\n")
		plain = strings.Replace(plain, "=", "=\"", 1) + "\""
	}
	s := havSec("env-file", "env", txt, secrets...)
	_ = vendor
	return havWithKeep(s, plain)
}

func havK8sSecret() Sample {
	pw := havPW()
	key := havR(alnum, 32)
	pwB := base64.StdEncoding.EncodeToString([]byte(pw))
	keyB := base64.StdEncoding.EncodeToString([]byte(key))
	userB := base64.StdEncoding.EncodeToString([]byte(havP(havUsers)))
	name := havP([]string{"acars-gateway", "crew-roster", "eld-sync", "ais-decoder", "pcs-connector", "amos-bridge"})
	if havChance(50) {
		txt := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-creds\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-key: %s", name, havP([]string{"ops", "mro", "fleet"}), userB, pwB, keyB)
		return havSec("k8s-secret", "yaml", txt, pwB, keyB)
	}
	txt := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\nstringData:\n  DB_PASSWORD: \"%s\"\n  SITA_API_KEY: %s", name, pw, key)
	if havChance(50) {
		txt = fmt.Sprintf("$ kubectl create secret generic %s --from-literal=DB_PASSWORD='%s' --from-literal=SITA_API_KEY=%s -n ops", name, pw, key)
		return havSec("k8s-secret", "shell", txt, pw, key)
	}
	return havSec("k8s-secret", "yaml", txt, pw, key)
}

func havConnString() Sample {
	pw := havURLPW()
	u := havP(havUsers)
	h := havHost()
	cat := "connection-string"
	switch havN(11) {
	case 0:
		return havSec(cat, "config", fmt.Sprintf("postgresql://%s:%s@%s:5432/amos_prod?sslmode=require", u, pw, h), pw)
	case 1:
		return havSec(cat, "config", fmt.Sprintf("mysql://%s:%s@%s/trax", u, pw, h), pw)
	case 2:
		return havSec(cat, "config", fmt.Sprintf("mongodb+srv://%s:%s@ais-cluster0.%s.mongodb.net/positions?retryWrites=true", u, pw, havR(havLowerDigits, 5)), pw)
	case 3:
		return havSec(cat, "config", fmt.Sprintf("Server=%s,1433;Database=CrewRoster;User Id=%s;Password=%s;Encrypt=True;", h, u, pw), pw)
	case 4:
		return havSec(cat, "config", fmt.Sprintf("redis://:%s@%s:6379/0", pw, h), pw)
	case 5:
		return havSec(cat, "config", fmt.Sprintf("amqp://%s:%s@%s:5672/acars", u, pw, h), pw)
	case 6:
		k := havAzureKey()
		acct := "ops" + havR(havLowerDigits, 8)
		return havSec(cat, "config", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), k)
	case 7:
		return havSec(cat, "chat", fmt.Sprintf("%s: prod DB is postgres://%s:%s@%s/eld, read replica same creds", havP(havPeople), u, pw, h), pw)
	case 8:
		return havSec(cat, "config", fmt.Sprintf("jdbc:oracle:thin:%s/%s@//%s:1521/MXPROD", u, pw, h), pw)
	case 9:
		k := havR(havB64, 43) + "="
		return havSec(cat, "config", fmt.Sprintf("Endpoint=sb://acars-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s", k), k)
	default:
		return havSec(cat, "config", fmt.Sprintf("Data Source=%s;Initial Catalog=PortCall;User ID=%s;Password=%s", h, u, pw), pw)
	}
}

func havConfigFile() Sample {
	pw := havPW()
	_, key := havAnyKey()
	h := havHost()
	cat := "config-file"
	switch havN(9) {
	case 0:
		return havSec(cat, "ini", fmt.Sprintf("[database]\nhost = %s\nport = 5432\nuser = amos_app\npassword = %s\n\n[sync]\ninterval = 300", h, pw), pw)
	case 1:
		s := havSec(cat, "xml", fmt.Sprintf("<connection name=\"SITA\">\n  <host>%s</host>\n  <user>%s</user>\n  <password>%s</password>\n  <queue>TYPEB.IN</queue>\n</connection>", h, havP(havUsers), pw), pw)
		return havWithKeep(s, "<queue>TYPEB.IN</queue>")
	case 2:
		return havSec(cat, "properties", fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/crew\nspring.datasource.username=crew_app\nspring.datasource.password=%s\nserver.port=8080", h, pw), pw)
	case 3:
		return havSec(cat, "yaml", fmt.Sprintf("services:\n  trax-sync:\n    image: registry.%s/trax-sync:2.3\n    environment:\n      - TRAX_USER=svc_trax\n      - TRAX_PASSWORD=%s\n      - API_TOKEN=%s", havP(havDomains), pw, key), pw, key)
	case 4:
		return havSec(cat, "toml", fmt.Sprintf("[ais]\nendpoint = \"tcp://%s:4001\"\napi_key = \"%s\"\n\n[ais.filter]\nmmsi_prefix = [\"235\", \"257\"]", h, key), key)
	case 5:
		id, sk := havAWSKeyID(), havAWSSecret()
		return havSec(cat, "hcl", fmt.Sprintf("provider \"aws\" {\n  region     = \"eu-west-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", id, sk), id, sk)
	case 6:
		return havSec(cat, "json", fmt.Sprintf("{\n  \"gateway\": \"%s\",\n  \"auth\": { \"user\": \"acars\", \"pass\": \"%s\" },\n  \"retries\": 3\n}", h, pw), pw)
	case 7:
		return havSec(cat, "config", fmt.Sprintf("machine %s\n  login %s\n  password %s", h, havP(havUsers), pw), pw)
	default:
		return havSec(cat, "yaml", fmt.Sprintf("smtp:\n  host: smtp.%s\n  port: 587\n  username: noreply-ops\n  password: '%s'", havP(havDomains), pw), pw)
	}
}

func havShellCmd() Sample {
	pw := havPW()
	upw := havURLPW()
	u := havP(havUsers)
	h := havHost()
	tok := havGitLab()
	if havChance(50) {
		tok = havGitHub()
	}
	cat := "shell-credential"
	switch havN(16) {
	case 0:
		return havSec(cat, "shell", fmt.Sprintf("docker login registry.%s -u %s -p %s", havP(havDomains), u, upw), upw)
	case 1:
		return havSec(cat, "shell", fmt.Sprintf("mysql -h %s -u %s -p%s trax", h, u, upw), upw)
	case 2:
		return havSec(cat, "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v2/workorders?status=open", u, upw, h), upw)
	case 3:
		return havSec(cat, "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s", pw, u, havIP()), pw)
	case 4:
		return havSec(cat, "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d crew -c 'select count(*) from pairings'", upw, h, u), upw)
	case 5:
		return havSec(cat, "shell", fmt.Sprintf("redis-cli -h %s -a %s INFO replication", h, upw), upw)
	case 6:
		return havSec(cat, "shell", fmt.Sprintf("git clone https://%s:%s@git.%s/ops/ecdis-updates.git", u, tok, havP(havDomains)), tok)
	case 7:
		return havSec(cat, "shell", fmt.Sprintf("smbclient //%s/charts -U %s%%%s -c 'ls'", havIP(), u, upw), upw)
	case 8:
		return havSec(cat, "shell", fmt.Sprintf("net use Z: \\\\%s\\mx_docs /user:OPS\\%s %s", havIP(), u, upw), upw)
	case 9:
		return havSec(cat, "shell", fmt.Sprintf("wget --user=%s --password=%s ftp://%s/notam/latest.xml", u, upw, h), upw)
	case 10:
		k := havAWSSecret()
		id := havAWSKeyID()
		return havSec(cat, "shell", fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 ls s3://%s-fdm-exports/", id, k, strings.ToLower(havP(havWords))), id, k)
	case 11:
		return havSec(cat, "shell", fmt.Sprintf("mongosh \"mongodb://%s:%s@%s:27017/ais?authSource=admin\"", u, upw, h), upw)
	case 12:
		s := havSec(cat, "shell", fmt.Sprintf("ops@%s:~$ echo '%s' | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded\nops@%s:~$ docker pull ghcr.io/%s/eld-sync:latest", havP(havHostStems), tok, u, havP(havHostStems), strings.ToLower(havP(havWords))), tok)
		return havWithKeep(s, "Login Succeeded")
	case 13:
		cs := havAzureClientSecret()
		return havSec(cat, "shell", fmt.Sprintf("az login --service-principal -u %s-%s-%s-%s-%s -p %s --tenant %s.onmicrosoft.com", havHex(8), havHex(4), havHex(4), havHex(4), havHex(12), cs, strings.ToLower(havP(havWords))), cs)
	case 14:
		return havSec(cat, "shell", fmt.Sprintf("$ htpasswd -b /etc/nginx/.htpasswd %s '%s'", u, pw), pw)
	default:
		return havSec(cat, "shell", fmt.Sprintf("ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power cycle", havIP(), upw), upw)
	}
}

func havCloudKeys() Sample {
	cat := "cloud-key"
	switch havN(5) {
	case 0:
		id, sk := havAWSKeyID(), havAWSSecret()
		return havSec(cat, "ini", fmt.Sprintf("[fdm-export]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1", id, sk), id, sk)
	case 1:
		k := havGCPKey()
		return havSec(cat, "chat", fmt.Sprintf("maps key for the fleet tracker backend (server-side, unrestricted!): %s", k), k)
	case 2:
		cs := havAzureClientSecret()
		return havSec(cat, "json", fmt.Sprintf("{\n  \"tenantId\": \"%s-%s-4%s-a%s-%s\",\n  \"clientSecret\": \"%s\"\n}", havHex(8), havHex(4), havHex(3), havHex(3), havHex(12), cs), cs)
	case 3:
		id, sk := havAWSKeyID(), havAWSSecret()
		return havSec(cat, "chat", fmt.Sprintf("%s: use %s with secret %s for the ACARS archive bucket", havP(havPeople), id, sk), id, sk)
	default:
		k := havAzureKey()
		return havSec(cat, "shell", fmt.Sprintf("az storage blob upload --account-name opslogs --account-key %s -c ecdis -f ENC_update_%d.zip", k, havBetween(100, 999)), k)
	}
}
