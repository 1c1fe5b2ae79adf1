package main

import (
	"fmt"
	"strings"
)

// hcfRPCGens are texts holding RPC provider, explorer and indexer keys.
func hcfRPCGens() []hcfGen {
	return []hcfGen{
		func() Sample {
			k, n := hcfInfuraKey(), hcfNetw()
			t := hcfLines("NETWORK="+n.name, "INFURA_URL=https://"+n.infura+".infura.io/v3/"+k, "CONFIRMATIONS="+fmt.Sprint(hcfN(1, 12)))
			return hcfS("rpc-key", "env", t, k)
		},
		func() Sample {
			k1, k2, n1, n2 := hcfAlchemyKey(), hcfAlchemyKey(), hcfNets[0], hcfNetw()
			t := fmt.Sprintf(`  networks: {
    mainnet: {
      url: "https://%s.g.alchemy.com/v2/%s",
      chainId: %s,
    },
    %s: {
      url: "https://%s.g.alchemy.com/v2/%s",
      accounts: [process.env.DEPLOYER_KEY],
    },
  },`, n1.alchemy, k1, n1.id, n2.name, n2.alchemy, k2)
			if hcfCoin(50) {
				t = strings.Replace(t, `"https://`+n2.alchemy+`.g.alchemy.com/v2/`+k2+`"`, "`https://"+n2.alchemy+".g.alchemy.com/v2/${process.env.ALCHEMY_KEY}`", 1)
				return hcfS("rpc-key", "code-js", t, k1)
			}
			return hcfS("rpc-key", "code-js", t, k1, k2)
		},
		func() Sample {
			host, tok := hcfQuickNode()
			t := fmt.Sprintf("%s: quicknode endpoint for the indexer is up\nhttps://%s/%s/\n%s: nice, switching the backfill to it", hcfName(), host, tok, hcfName())
			return hcfS("rpc-key", "chat", t, tok)
		},
		func() Sample {
			k1, k2 := hcfScanKey(), hcfScanKey()
			t := fmt.Sprintf(`  etherscan: {
    apiKey: {
      mainnet: "%s",
      %s: "%s",
    },
  },
  sourcify: { enabled: false },`, k1, hcfP("polygon", "arbitrumOne", "base", "optimisticEthereum"), k2)
			if hcfCoin(50) {
				t = fmt.Sprintf("  etherscan: {\n    // v2 key works for every chain\n    apiKey: \"%s\",\n  },", k1)
				return hcfS("explorer-api-key", "code-ts", t, k1)
			}
			return hcfS("explorer-api-key", "code-ts", t, k1, k2)
		},
		func() Sample {
			k, a := hcfScanKey(), hcfAlchemyKey()
			t := fmt.Sprintf(`[profile.default]
src = "src"
out = "out"
libs = ["lib"]
solc = "0.8.%d"

[rpc_endpoints]
mainnet = "https://eth-mainnet.g.alchemy.com/v2/%s"
sepolia = "${SEPOLIA_RPC_URL}"

[etherscan]
mainnet = { key = "%s" }`, hcfN(20, 28), a, k)
			if hcfCoin(50) {
				t = strings.Replace(t, `"`+k+`"`, `"${ETHERSCAN_API_KEY}"`, 1)
				return hcfS("rpc-key", "toml", t, a)
			}
			return hcfS("explorer-api-key", "toml", t, a, k)
		},
		func() Sample {
			k, ca := hcfScanKey(), hcfAddr()
			t := fmt.Sprintf(`$ forge verify-contract %s src/%s.sol:%s --chain %s --etherscan-api-key %s --watch
Start verifying contract `+"`%s`"+` deployed on %s
Submitting verification for [src/%s.sol:%s] %s.
Contract successfully verified`, ca, "Vault", "Vault", hcfP("mainnet", "sepolia", "base"), k, ca, hcfP("mainnet", "sepolia", "base"), "Vault", "Vault", ca)
			return hcfK("explorer-api-key", "shell", t, []string{k}, []string{ca})
		},
		func() Sample {
			k, n := hcfAlchemyKey(), hcfNetw()
			t := fmt.Sprintf(`$ curl -s https://%s.g.alchemy.com/v2/%s -X POST -H "Content-Type: application/json" \
    -d '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'
{"jsonrpc":"2.0","id":1,"result":"0x%x"}`, n.alchemy, k, hcfN(17000000, 21900000))
			return hcfS("rpc-key", "shell", t, k)
		},
		func() Sample {
			k := rnd(hexs, 64)
			t := fmt.Sprintf("RPC_%s=https://rpc.ankr.com/%s/%s", hcfP("ETH", "BSC", "POLYGON"), hcfP("eth", "bsc", "polygon"), k)
			t = "# ankr premium (paid plan, team account)\n" + t + "\nRPC_FALLBACK=https://ethereum-rpc.publicnode.com"
			return hcfS("rpc-key", "env", t, k)
		},
		func() Sample {
			id, sec := rnd(alnum, 27), rnd(hexs, 32)
			t := fmt.Sprintf(`const auth = "Basic " + Buffer.from("%s:%s").toString("base64");
const ipfs = create({
  host: "ipfs.infura.io",
  port: 5001,
  protocol: "https",
  headers: { authorization: auth },
});`, id, sec)
			return hcfK("api-secret", "code-js", t, []string{sec}, []string{id})
		},
		func() Sample {
			j := hcfJWT(fmt.Sprintf(`{"userInformation":{"id":"%s","email":"%s@%s"},"authenticationType":"scopedKey","scopedKeyKey":"%s","iat":%d}`,
				hcfUUID(), strings.ToLower(hcfName()), hcfP("gmail.com", "studio.xyz"), rnd(hexs, 20), hcfN(1690000000, 1740000000)))
			t := hcfLines("# pinata, used by scripts/upload-metadata.ts", "PINATA_JWT="+j, "PINATA_GATEWAY="+hcfP("peach", "amber", "lime")+"-"+hcfP("odd", "big", "slow")+"-"+hcfP("cat", "owl", "fox")+".mypinata.cloud")
			return hcfS("api-token", "env", t, j)
		},
		func() Sample {
			k, s := rnd(hexs, 20), rnd(hexs, 64)
			t := fmt.Sprintf("pinata_api_key: %s\npinata_secret_api_key: %s\nbucket: nft-metadata-%s", k, s, hcfP("genesis", "s2", "allowlist"))
			return hcfS("api-secret", "yaml", t, k, s)
		},
		func() Sample {
			j := hcfJWT(fmt.Sprintf(`{"nonce":"%s","orgId":"%d","userId":"%s","typeId":"%s","type":"PROJECT","iat":%d,"exp":4%09d}`,
				hcfUUID(), hcfN(100000, 999999), hcfUUID(), hcfUUID(), hcfN(1690000000, 1740000000), hcfN(0, 999999999)))
			t := fmt.Sprintf(`from moralis import evm_api

api_key = "%s"
params = {"address": "%s", "chain": "eth"}
print(evm_api.nft.get_wallet_nfts(api_key=api_key, params=params))`, j, hcfAddr())
			return hcfS("api-token", "code-py", t, j)
		},
		func() Sample {
			k, sub := rnd(hexs, 32), rnd(hcfB58, 44)
			t := fmt.Sprintf("SUBGRAPH_URL=https://gateway.thegraph.com/api/%s/subgraphs/id/%s", k, sub)
			return hcfK("api-key", "env", t, []string{k}, []string{sub})
		},
		func() Sample {
			k := rnd(alnum, 32)
			t := fmt.Sprintf(`account_id: %s
project_slug: %s
access_key: %s
exports:
  my_net:
    rpc_address: 127.0.0.1:8545
    chain_config:
      homestead_block: 0`, strings.ToLower(hcfName()), hcfP("vaults", "protocol-v2", "bridge"), k)
			return hcfS("api-key", "yaml", t, k)
		},
		func() Sample {
			k := rnd(hexs, 32)
			t := fmt.Sprintf("chainstack node is provisioned: https://nd-%d-%d-%d.p2pify.com/%s\n(elastic, archive on)", hcfN(100, 999), hcfN(100, 999), hcfN(100, 999), k)
			return hcfS("rpc-key", "chat", t, k)
		},
		func() Sample {
			k := rnd(alnum+"-_", 44)
			t := fmt.Sprintf("const RPC = `https://lb.drpc.org/ogrpc?network=%s&dkey=%s`;", hcfP("ethereum", "base", "arbitrum", "polygon"), k)
			return hcfS("rpc-key", "code-ts", t, k)
		},
		func() Sample {
			k := hcfUUID()
			t := fmt.Sprintf(`import { Connection } from "@solana/web3.js";

export const connection = new Connection(
  "https://mainnet.helius-rpc.com/?api-key=%s",
  "confirmed",
);`, k)
			return hcfS("rpc-key", "code-ts", t, k)
		},
		func() Sample {
			k := "CG-" + rnd(alnum, 24)
			t := fmt.Sprintf("$ curl -s -H 'x-cg-pro-api-key: %s' 'https://pro-api.coingecko.com/api/v3/simple/price?ids=ethereum,%s&vs_currencies=usd'\n{\"ethereum\":{\"usd\":%d.%d}}",
				k, hcfP("bitcoin", "solana", "chainlink"), hcfN(1500, 4000), hcfN(1, 99))
			return hcfS("api-key", "shell", t, k)
		},
		func() Sample {
			k := hcfUUID()
			t := fmt.Sprintf(`headers = {
    "Accepts": "application/json",
    "X-CMC_PRO_API_KEY": "%s",
}
resp = session.get(URL, params={"symbol": "%s"}, headers=headers)`, k, hcfToken())
			return hcfS("api-key", "code-py", t, k)
		},
		func() Sample {
			k := rnd(alnum, 32)
			t := fmt.Sprintf("DUNE_API_KEY=%s\nDUNE_QUERY_ID=%d", k, hcfN(1000000, 4999999))
			return hcfK("api-key", "env", t, []string{k}, []string{"DUNE_QUERY_ID"})
		},
		func() Sample {
			k := rnd(hexs, 32)
			t := fmt.Sprintf("$ graph auth --studio %s\nDeploy key set for https://api.studio.thegraph.com/deploy/\n$ graph deploy --studio %s", k, hcfP("vault-indexer", "dao-votes", "nft-sales"))
			return hcfS("deploy-key", "shell", t, k)
		},
		func() Sample {
			k, n, ca, tx := hcfInfuraKey(), hcfNetw(), hcfAddr(), hcfH32()
			t := fmt.Sprintf(`[%s] deploy: using RPC https://%s.infura.io/v3/%s
[%s] deploy: deployer %s nonce=%d
[%s] deploy: Staking deployed to %s (tx %s)`, hcfClock(), n.infura, k, hcfClock(), hcfAddr(), hcfN(0, 400), hcfClock(), ca, tx)
			return hcfK("rpc-key", "log", t, []string{k}, []string{ca, tx})
		},
		func() Sample {
			k, n := hcfAlchemyKey(), hcfNetw()
			t := fmt.Sprintf(`from web3 import Web3

w3 = Web3(Web3.HTTPProvider("https://%s.g.alchemy.com/v2/%s"))
assert w3.is_connected()
print(w3.eth.chain_id)  # %s`, n.alchemy, k, n.id)
			return hcfS("rpc-key", "code-py", t, k)
		},
		func() Sample {
			k := hcfUUID()
			t := fmt.Sprintf("mempool watcher: BLOCKNATIVE_API_KEY=%s (free tier, %d events/day)", k, hcfN(1, 9)*1000)
			return hcfS("api-key", "notes", t, k)
		},
		func() Sample {
			k, s := rnd(alnum, 32), rnd(alnum, 64)
			t := fmt.Sprintf(`# OpenZeppelin Defender relayer (autotask deploys)
DEFENDER_API_KEY=%s
DEFENDER_API_SECRET=%s
RELAYER_ADDRESS=%s`, k, s, hcfAddr())
			return hcfS("api-secret", "env", t, k, s)
		},
		func() Sample {
			k := hcfInfuraKey()
			t := fmt.Sprintf(`Subject: RPC quota

Hey team, we burned through the Infura quota again. Until the upgrade goes through, use my personal project instead:
https://mainnet.infura.io/v3/%s
Please don't put it in the frontend.

— %s`, k, hcfName())
			return hcfS("rpc-key", "mail", t, k)
		},
		func() Sample {
			k, old := hcfScanKey(), hcfScanKey()
			t := fmt.Sprintf(`--- a/hardhat.config.ts
+++ b/hardhat.config.ts
@@ -31,3 +31,3 @@
   etherscan: {
-    apiKey: "%s",
+    apiKey: "%s",
   },`, old, k)
			return hcfS("explorer-api-key", "diff", t, old, k)
		},
	}
}
