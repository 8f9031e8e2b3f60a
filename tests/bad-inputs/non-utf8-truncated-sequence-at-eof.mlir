sdy.mesh @mesh = <["data"=2]>
// â‚