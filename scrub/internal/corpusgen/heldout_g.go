package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The seventh held-out part ("heldout-g"), written blind for issue 46 after heldout-f had been
// fixed: whole files as people paste them (.env, compose, Kubernetes, Terraform, TOML, INI,
// JSON, CI workflows, Dockerfiles, package-manager and cloud credential files), every vendor
// format in bvVendors, and files of the same kinds that hold no secret (lockfiles, references,
// placeholders, public keys and certificates, ciphertext meant to be committed).

// hgFrames put one credential into a file; keep is ordinary text of the file that must survive.
var hgFrames = []func(s bvSecret) (text string, keep []string){
	func(s bvSecret) (string, []string) {
		rel := bvSHA()
		return "# ---- " + pick([]string{"billing-api", "ingest", "web"}) + " (prod) ----\nNODE_ENV=production\nPORT=" + fmt.Sprint(3000+rng.IntN(6000)) +
			"\nSENTRY_RELEASE=" + rel + "\n" + s.env + "=" + s.value + "\nLOG_FORMAT=json\n", one(rel)
	},
	func(s bvSecret) (string, []string) {
		sha := bvSHA()[:12]
		return "services:\n  worker:\n    image: ghcr.io/acme/worker:" + bvSemver() + "\n    restart: unless-stopped\n    environment:\n      " + s.env + ": \"" + s.value +
			"\"\n      QUEUE_NAME: jobs-high\n      BUILD_SHA: " + sha + "\n", one(sha)
	},
	func(s bvSecret) (string, []string) {
		return "  api:\n    build: .\n    environment:\n      - TZ=Europe/Paris\n      - " + s.env + "=" + s.value + "\n      - WORKERS=4\n    ports:\n      - \"8080:8080\"\n", nil
	},
	func(s bvSecret) (string, []string) {
		uid := bvUUID()
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + strings.ToLower(strings.ReplaceAll(s.env, "_", "-")) + "\n  namespace: prod\n  uid: " + uid + "\ntype: Opaque\nstringData:\n  " + s.env + ": " + s.value + "\n", one(uid)
	},
	func(s bvSecret) (string, []string) {
		return "provider \"acme\" {\n  region    = \"eu-west-3\"\n  " + snake(s.env) + " = \"" + s.value + "\"\n}\n", nil
	},
	func(s bvSecret) (string, []string) {
		return "[integrations." + s.vendor + "]\nenabled = true\n" + snake(s.env) + " = \"" + s.value + "\"\ntimeout = \"30s\"\n", nil
	},
	func(s bvSecret) (string, []string) {
		c := bvSHA()
		return "{\n  \"name\": \"" + s.vendor + "-sync\",\n  \"version\": \"" + bvSemver() + "\",\n  \"env\": {\n    \"" + s.env + "\": \"" + s.value + "\",\n    \"GIT_COMMIT\": \"" + c + "\"\n  }\n}", one(c)
	},
	func(s bvSecret) (string, []string) {
		return "[" + s.vendor + "]\nenabled=1\n" + strings.ToLower(s.env) + "=" + s.value + "\nretries=3\n", nil
	},
	func(s bvSecret) (string, []string) {
		pin := bvSHA()
		return "jobs:\n  release:\n    runs-on: ubuntu-24.04\n    env:\n      " + s.env + ": " + s.value + "\n    steps:\n      - uses: actions/checkout@" + pin + " # v4.2.2\n      - run: make release\n", one(pin)
	},
	func(s bvSecret) (string, []string) {
		return "FROM node:22-alpine\nWORKDIR /app\nENV " + s.env + "=" + s.value + "\nCOPY . .\nRUN npm ci --omit=dev\nCMD [\"node\", \"server.js\"]", nil
	},
	func(s bvSecret) (string, []string) {
		return "[Service]\nUser=app\nEnvironment=\"" + s.env + "=" + s.value + "\"\nExecStart=/usr/local/bin/app serve\nRestart=always", nil
	},
	func(s bvSecret) (string, []string) {
		return s.vendor + ":\n  enabled: true\n  " + camel(s.env) + ": " + s.value + "\n  resources:\n    limits:\n      memory: 256Mi\n", nil
	},
	func(s bvSecret) (string, []string) {
		return "server.port=8443\nacme." + s.vendor + "." + strings.ReplaceAll(strings.ToLower(s.env), "_", "-") + "=" + s.value + "\nspring.jpa.open-in-view=false", nil
	},
	func(s bvSecret) (string, []string) {
		return "DEBUG = False\nALLOWED_HOSTS = [\"app.acme.io\"]\n" + s.env + " = \"" + s.value + "\"\nTIME_ZONE = \"UTC\"", nil
	},
	func(s bvSecret) (string, []string) {
		return "module.exports = {\n  port: 3000,\n  " + camel(s.env) + ": '" + s.value + "',\n  cache: { ttl: 60 },\n};", nil
	},
	func(s bvSecret) (string, []string) {
		return "$env:" + s.env + " = \"" + s.value + "\"\n.\\scripts\\sync.ps1 -Verbose", nil
	},
	func(s bvSecret) (string, []string) {
		return "<appSettings>\n  <add key=\"Environment\" value=\"Production\" />\n  <add key=\"" + s.env + "\" value=\"" + s.value + "\" />\n</appSettings>", nil
	},
	func(s bvSecret) (string, []string) {
		return "# group_vars/prod.yml\n" + snake(s.env) + ": \"" + s.value + "\"\nnginx_worker_processes: auto\n", nil
	},
	func(s bvSecret) (string, []string) {
		return "set -gx " + s.env + " " + s.value + "\nset -gx EDITOR nvim", nil
	},
	func(s bvSecret) (string, []string) {
		return "variable \"" + snake(s.env) + "\" {\n  type    = string\n  default = \"" + s.value + "\"\n}\n", nil
	},
}

// hgBase64Frames hold a credential the way Kubernetes and Docker store it: base64 of the value.
var hgBase64Frames = []func() (string, []string){
	func() (string, []string) {
		pw := bvPassword()
		b := base64.StdEncoding.EncodeToString([]byte(pw))
		u := base64.StdEncoding.EncodeToString([]byte(pick(bvUsers)))
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: kubernetes.io/basic-auth\ndata:\n  username: " + u + "\n  password: " + b + "\n", one(b)
	},
	func() (string, []string) {
		s := pick(bvVendors)()
		b := base64.StdEncoding.EncodeToString([]byte(s.value))
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + s.vendor + "\ndata:\n  " + strings.ToLower(s.env) + ": " + b + "\n", one(b)
	},
	func() (string, []string) {
		a := base64.StdEncoding.EncodeToString([]byte(pick(bvUsers) + ":" + bvPassword()))
		return "{\n  \"auths\": {\n    \"registry.acme.io\": {\n      \"auth\": \"" + a + "\"\n    }\n  },\n  \"credsStore\": \"\"\n}", one(a)
	},
	func() (string, []string) {
		key, _ := bvPrivateKey()
		b := base64.StdEncoding.EncodeToString([]byte(key))
		return "users:\n- name: ci\n  user:\n    client-certificate-data: " + base64.StdEncoding.EncodeToString([]byte(bvCertificate()))[:120] + "\n    client-key-data: " + b + "\n", one(b)
	},
}

// hgMulti are whole credential files with more than one secret.
var hgMulti = []func() (string, []string){
	func() (string, []string) {
		id, sec := "AKIA"+rnd(b32, 16), rnd(alnum+"/+", 40)
		return "[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + sec + "\nregion = eu-central-1\n\n[readonly]\nrole_arn = arn:aws:iam::" + rnd(digits, 12) + ":role/ReadOnly\nsource_profile = default", []string{id, sec}
	},
	func() (string, []string) {
		t := "npm_" + rnd(alnum, 36)
		return "registry=https://registry.npmjs.org/\n@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=" + t + "\nsave-exact=true", one(t)
	},
	func() (string, []string) {
		t := "pypi-AgEIcHlwaS5vcmcCJ" + rnd(b64url, 150)
		return "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = " + t, one(t)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "machine api.heroku.com\n  login ines@acme.io\n  password " + pw + "\nmachine git.heroku.com\n  login ines@acme.io\n  password " + pw, one(pw)
	},
	func() (string, []string) {
		t := "ghp_" + rnd(alnum, 36)
		return "https://marc-acme:" + t + "@github.com\nhttps://oauth2:" + "glpat-" + t[4:24] + "@gitlab.acme.io", []string{t, "glpat-" + t[4:24]}
	},
	func() (string, []string) {
		pw := bvPassword()
		return "<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deployer</username>\n      <password>" + pw + "</password>\n    </server>\n  </servers>\n</settings>", one(pw)
	},
	func() (string, []string) {
		k := bvB64(64)
		return "{\n  \"ConnectionStrings\": {\n    \"Blob\": \"DefaultEndpointsProtocol=https;AccountName=acme" + rnd(lower, 6) + ";AccountKey=" + k + ";EndpointSuffix=core.windows.net\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", one(k)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=tcp:sql-acme.database.windows.net,1433;Initial Catalog=erp;User ID=erp_app;Password=" + pw + ";Encrypt=True;\"\n  }\n}", one(pw)
	},
	func() (string, []string) {
		pw, salt := bvPassword(), rnd(alnum+"!@#$%^&*()-_=+", 64)
		return "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_prod' );\ndefine( 'DB_PASSWORD', '" + pw + "' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '" + salt + "' );", []string{pw, salt}
	},
	func() (string, []string) {
		pw := bvPassword()
		return "production:\n  adapter: postgresql\n  encoding: unicode\n  database: shop_production\n  username: shop\n  password: " + pw + "\n  host: " + pick(bvHosts) + "\n  pool: 10", one(pw)
	},
	func() (string, []string) {
		k := "django-insecure-" + rnd(lower+digits+"!@#$%^&*(-_=+)", 50)
		return "BASE_DIR = Path(__file__).resolve().parent.parent\nSECRET_KEY = '" + k + "'\nDEBUG = False", one(k)
	},
	func() (string, []string) {
		k := "base64:" + bvB64(32)
		return "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=" + k + "\nAPP_DEBUG=false\nAPP_URL=https://shop.acme.io", one(k)
	},
	func() (string, []string) {
		k := rnd(hexs, 128)
		return "production:\n  secret_key_base: " + k + "\n  aws:\n    region: eu-west-1", one(k)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "bind 0.0.0.0\nport 6379\nrequirepass " + pw + "\nmaxmemory 2gb\nmaxmemory-policy allkeys-lru", one(pw)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "listen stats\n    bind *:8404\n    stats enable\n    stats uri /stats\n    stats auth admin:" + pw, one(pw)
	},
	func() (string, []string) {
		u, pw := bvURL()
		s := pick(bvVendors)()
		return "DATABASE_URL=" + u + "\n" + s.env + "=" + s.value + "\nREDIS_TLS=true", append(one(pw), s.parts...)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: " + pw + "\n      POSTGRES_DB: app\n    volumes:\n      - pgdata:/var/lib/postgresql/data", one(pw)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "resource \"aws_db_instance\" \"main\" {\n  engine         = \"postgres\"\n  instance_class = \"db.t4g.medium\"\n  username       = \"dbadmin\"\n  password       = \"" + pw + "\"\n  skip_final_snapshot = true\n}", one(pw)
	},
	func() (string, []string) {
		return bvServiceAccount()
	},
	func() (string, []string) {
		key, lines := bvPrivateKey()
		return "# ~/.ssh/deploy_key (do not commit)\n" + key + "\n", lines
	},
	func() (string, []string) {
		key, lines := bvPrivateKey()
		return "tls:\n  cert: /etc/ssl/acme.crt\n  key: |\n    " + strings.ReplaceAll(key, "\n", "\n    ") + "\n", lines
	},
	func() (string, []string) {
		t := bvJWT()
		return "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: ci-bot\n  user:\n    token: " + t + "\n", one(t)
	},
	func() (string, []string) {
		id, sec := rnd(digits, 12)+"-"+rnd(lower+digits, 32)+".apps.googleusercontent.com", "GOCSPX-"+rnd(b64url, 28)
		return "{\"web\":{\"client_id\":\"" + id + "\",\"project_id\":\"acme-login\",\"client_secret\":\"" + sec + "\",\"redirect_uris\":[\"https://acme.io/oauth/callback\"]}}", one(sec)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "spring:\n  datasource:\n    url: jdbc:postgresql://" + pick(bvHosts) + ":5432/ledger\n    username: ledger\n    password: '" + pw + "'\n  jpa:\n    hibernate:\n      ddl-auto: validate", one(pw)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "[client]\nuser=backup_op\npassword=\"" + pw + "\"\nhost=" + pick(bvHosts) + "\n\n[mysqldump]\nsingle-transaction", one(pw)
	},
}

// hgTraps are files of the same kinds with no secret in them.
var hgTraps = []func() string{
	func() string {
		return "    \"node_modules/lodash\": {\n      \"version\": \"4.17.21\",\n      \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n      \"integrity\": \"sha512-" + bvB64(64) + "\"\n    },"
	},
	func() string {
		return "\"@babel/core@^7.24.0\":\n  version \"7.24." + fmt.Sprint(rng.IntN(9)) + "\"\n  resolved \"https://registry.yarnpkg.com/@babel/core/-/core-7.24.5.tgz#" + bvSHA() + "\"\n  integrity sha512-" + bvB64(64)
	},
	func() string {
		return "github.com/jackc/pgx/v5 v5.7." + fmt.Sprint(rng.IntN(5)) + " h1:" + bvB64(32) + "\ngithub.com/jackc/pgx/v5 v5.7.1/go.mod h1:" + bvB64(32)
	},
	func() string {
		return "requests==2.32.3 \\\n    --hash=sha256:" + rnd(hexs, 64) + " \\\n    --hash=sha256:" + rnd(hexs, 64)
	},
	func() string {
		return "[[package]]\nname = \"serde\"\nversion = \"1.0." + fmt.Sprint(rng.IntN(220)) + "\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"" + rnd(hexs, 64) + "\""
	},
	func() string {
		return "provider \"registry.terraform.io/hashicorp/aws\" {\n  version = \"5.54.1\"\n  hashes = [\n    \"h1:" + bvB64(32) + "\",\n    \"zh:" + rnd(hexs, 64) + "\",\n  ]\n}"
	},
	func() string {
		return "    spec:\n      containers:\n        - name: api\n          image: ghcr.io/acme/api@sha256:" + rnd(hexs, 64) + "\n          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: db-credentials\n                  key: password"
	},
	func() string {
		return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api-config\n  uid: " + bvUUID() + "\n  resourceVersion: \"" + rnd(digits, 8) + "\"\ndata:\n  LOG_LEVEL: info\n  CACHE_KEY_PREFIX: \"v2:\"\n  TOKEN_TTL_SECONDS: \"3600\""
	},
	func() string {
		return "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt"
	},
	func() string {
		return "resource \"aws_db_instance\" \"main\" {\n  username = \"dbadmin\"\n  password = var.db_password\n}\n\nvariable \"db_password\" {\n  type      = string\n  sensitive = true\n}"
	},
	func() string {
		return "resource \"random_password\" \"db\" {\n  length  = 32\n  special = true\n}\n\nlocals {\n  api_token = data.aws_secretsmanager_secret_version.api.secret_string\n}"
	},
	func() string {
		return "# .env.example — copy to .env and fill in\nOPENAI_API_KEY=sk-...\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME\nGITHUB_TOKEN=<your-github-token>\nSLACK_BOT_TOKEN="
	},
	func() string {
		return "      - uses: actions/setup-node@" + bvSHA() + " # v4.0.2\n        with:\n          node-version: 22\n          registry-url: https://registry.npmjs.org\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}"
	},
	func() string {
		return "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: " + base64.StdEncoding.EncodeToString([]byte(bvCertificate()))[:200] + "\n    server: https://" + rnd(hexs, 32) + ".gr7.eu-west-1.eks.amazonaws.com\n  name: prod\nusers:\n- name: prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws"
	},
	func() string {
		return "{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"" + rnd(hexs, 40) + "\",\"alg\":\"RS256\",\"n\":\"" + bvB64URL(256) + "\",\"e\":\"AQAB\"}]}"
	},
	func() string {
		return "# ~/.ssh/authorized_keys\n" + bvPublicKey() + "\n" + bvPublicKey()
	},
	func() string {
		return "# fullchain.pem\n" + bvCertificate()
	},
	func() string {
		return "@font-face {\n  font-family: \"Inter\";\n  src: url(data:font/woff2;base64," + bvB64(300) + ") format(\"woff2\");\n}"
	},
	func() string {
		return "<img alt=\"logo\" src=\"data:image/png;base64," + bvPNG() + "\" />"
	},
	func() string {
		return rnd(hexs, 64) + "  recall_" + bvSemver() + "_linux_amd64.tar.gz\n" + rnd(hexs, 64) + "  recall_" + bvSemver() + "_darwin_arm64.tar.gz"
	},
	func() string {
		return "{\n  \"type\": \"aws_instance\",\n  \"instances\": [{\"attributes\": {\"id\": \"i-0" + rnd(hexs, 16) + "\", \"ami\": \"ami-0" + rnd(hexs, 16) + "\", \"arn\": \"arn:aws:ec2:eu-west-1:" + rnd(digits, 12) + ":instance/i-0" + rnd(hexs, 16) + "\", \"vpc_security_group_ids\": [\"sg-0" + rnd(hexs, 16) + "\"]}}]\n}"
	},
	func() string {
		return "components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key"
	},
	func() string {
		return "PASSWORD_MIN_LENGTH=12\nTOKEN_TTL=3600\nSECRET_ROTATION_DAYS=90\nAPI_KEY_HEADER=X-Api-Key\nJWT_ALGORITHM=RS256\nSESSION_COOKIE_NAME=__Host-sid"
	},
	func() string {
		return "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
	},
	func() string {
		return "postgresql:\n  auth:\n    existingSecret: db-credentials\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password"
	},
	func() string {
		return "[database]\nuser = app\npassword =\ntoken = ${VAULT_TOKEN}\nsecret = %(ENV_SECRET)s"
	},
	func() string {
		var b strings.Builder
		for range 4 {
			b.WriteString("          " + rnd(digits+"abcdef", 80) + "\n")
		}
		return "ansible_become_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + b.String()
	},
	func() string {
		return "db:\n    password: ENC[AES256_GCM,data:" + bvB64(18) + ",iv:" + bvB64(32) + ",tag:" + bvB64(16) + ",type:str]\nsops:\n    lastmodified: \"2026-10-02T09:12:44Z\"\n    mac: ENC[AES256_GCM,data:" + bvB64(48) + ",type:str]"
	},
	func() string {
		return "  chart: postgresql\n  version: " + bvSemver() + "\n  digest: sha256:" + rnd(hexs, 64) + "\n  urls:\n  - https://charts.bitnami.com/bitnami/postgresql-" + bvSemver() + ".tgz"
	},
	func() string {
		return "[submodule \"vendor/protos\"]\n\tpath = vendor/protos\n\turl = https://github.com/acme/protos.git\n\tbranch = main"
	},
	func() string {
		return "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com\nalways-auth=true"
	},
	func() string {
		return "{\n  \"id\": \"" + bvUUID() + "\",\n  \"name\": \"staging\",\n  \"values\": [\n    {\"key\": \"baseUrl\", \"value\": \"https://staging.acme.io\"},\n    {\"key\": \"token\", \"value\": \"{{auth_token}}\"}\n  ]\n}"
	},
	func() string {
		return "FROM golang:1.23@sha256:" + rnd(hexs, 64) + " AS build\nARG GIT_SHA=" + bvSHA() + "\nRUN go build -ldflags \"-X main.commit=${GIT_SHA}\" ./cmd/app"
	},
	func() string {
		return "[Service]\nEnvironmentFile=/etc/app/secrets.env\nLoadCredential=db-password:/etc/credstore/db-password\nExecStart=/usr/local/bin/app"
	},
	func() string {
		return "variable \"api_token\" {\n  description = \"Token for the acme provider; set TF_VAR_api_token\"\n  type        = string\n  sensitive   = true\n}"
	},
	func() string {
		return "{\n  \"name\": \"web\",\n  \"version\": \"" + bvSemver() + "\",\n  \"packageManager\": \"pnpm@9.12.1+sha512." + rnd(hexs, 128) + "\"\n}"
	},
}

func heldoutG() []Sample {
	var out []Sample
	for i := range 3 * len(bvVendors) * 2 {
		s := bvVendors[i%len(bvVendors)]()
		text, keep := hgFrames[(i/len(bvVendors)+i)%len(hgFrames)](s)
		out = append(out, Sample{Category: "hg-" + s.vendor, Format: "file", Text: text, Secrets: s.parts, Keep: keep})
	}
	for i := range 48 {
		text, secrets := hgBase64Frames[i%len(hgBase64Frames)]()
		out = append(out, Sample{Category: "hg-base64", Format: "file", Text: text, Secrets: secrets})
	}
	for i := range 5 * len(hgMulti) {
		text, secrets := hgMulti[i%len(hgMulti)]()
		out = append(out, Sample{Category: "hg-credential-file", Format: "file", Text: text, Secrets: secrets})
	}
	for i := range 10 * len(hgTraps) {
		out = append(out, Sample{Category: "trap:hg-file", Format: "file", Text: hgTraps[i%len(hgTraps)]()})
	}
	return out
}
